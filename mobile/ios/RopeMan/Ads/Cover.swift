import Foundation

/// Keeps the game paused exactly while something covers it: a rewarded
/// ad, or the app inactive (control centre, a call banner, the home
/// screen). Whichever of "the ad is gone" and "the app is active again"
/// comes last resumes the game, once; no path that pauses it can leave it
/// paused. Main thread only.
///
/// The twin of Cover.java. iOS has no GL context to lose (Metal), so
/// nothing is saved before an ad, and a modally presented ad does not make
/// the app resign active: the bridge covers the game by hand.
final class Cover {
    private weak var game: GameViewController?
    private var covered = false   // an ad is on screen, or about to be
    private var background = true // until the scene is first active
    private var running = false   // what the game was last told

    init(game: GameViewController) {
        self.game = game
    }

    /// An ad is about to take the screen.
    func coverGame() {
        if covered { return }
        covered = true
        if !running { return }
        running = false
        game?.suspendGame()
    }

    /// The ad is gone: closed, failed, or given up on by the watchdog.
    func uncoverGame() {
        covered = false
        resumeIfClear()
    }

    /// The scene stops being active (SceneDelegate.sceneWillResignActive).
    func appResignedActive() {
        background = true
        if running {
            running = false
            game?.suspendGame()
        }
    }

    /// The scene is active (SceneDelegate.sceneDidBecomeActive).
    func appBecameActive() {
        background = false
        resumeIfClear()
    }

    /// Whether an ad covers the game now.
    var isCovered: Bool { covered }

    /// Whether an ad is on screen as far as iOS can tell: something is
    /// presented over the game while it is covered, even if the adapter
    /// never said "opened".
    var adOnScreen: Bool { covered && game?.presentedViewController != nil }

    private func resumeIfClear() {
        if running || covered || background { return }
        running = true
        game?.resumeAfterCover()
    }
}
