import Mobile
import UIKit

/// The game's one window scene: it owns the window and Ebitengine's view
/// controller, and tells Go when the scene comes and goes. The run pauses
/// when the scene stops being active (control centre, a call banner, the
/// home screen) and resumes when it is active again, unless an ad still
/// covers it; Go hears when the player has left the app altogether (an
/// ad's store page), so an ad's close limit waits for him.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let game = GameViewController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = game
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        AdBridge.shared.appBecameActive() // a tracking prompt that waited asks now
        MobileAppResumed() // the run resumes unless an ad covers it; failed ad loads try again now
    }

    func sceneWillResignActive(_ scene: UIScene) {
        MobileAppPaused()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        MobileScreenShown()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        MobileScreenHidden()
    }
}
