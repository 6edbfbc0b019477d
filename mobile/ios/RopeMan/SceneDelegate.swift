import Mobile
import UIKit

/// The game's one window scene: it owns the window and Ebitengine's view
/// controller, and tells them when the scene comes and goes. The run
/// pauses when the scene stops being active (control centre, a call
/// banner, the home screen) and resumes when it is active again, unless an
/// ad still covers it; the ad bridge hears when the player has left the
/// app altogether (an ad's store page), so its close limit waits for him.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var game: GameViewController?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let game = GameViewController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = game
        window.makeKeyAndVisible()
        self.window = window
        self.game = game
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        game?.sceneBecameActive()
        AdBridge.shared.appBecameActive() // a tracking prompt that waited asks now
        MobileAppResumed() // failed ad loads try again now
    }

    func sceneWillResignActive(_ scene: UIScene) {
        game?.sceneResignedActive()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        AdBridge.shared.appVisible(true)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        AdBridge.shared.appVisible(false)
    }
}
