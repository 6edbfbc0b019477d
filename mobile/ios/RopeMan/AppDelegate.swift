import UIKit

/// The app's delegate. The window and the game belong to the scene
/// (SceneDelegate, named by UIApplicationSceneManifest in project.yml):
/// apps built with the iOS 26 SDK launch only with the scene lifecycle.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}
