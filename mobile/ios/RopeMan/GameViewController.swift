import AVFoundation
import Mobile
import UIKit

/// The game: Ebitengine's generated view controller, told about the
/// phone (files folder, safe area, locale) and given the ad bridge. Go
/// pauses and resumes it around ads and the scene's comings and goings
/// (SceneDelegate reports them).
final class GameViewController: MobileEbitenViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        let docs = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        try? FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        MobileSetFilesDir(docs.path)
        // The language the player reads his phone in (Locale.current is the
        // region's formats): the game's texts follow it.
        MobileSetLocale(Locale.preferredLanguages.first ?? Locale.current.identifier)

        // Swap in your ad provider here, in one line. The debug adapter pays
        // without an ad: a release refuses it (#if DEBUG in it, and the
        // Release configuration runs mobile/release-check.sh).
        let ads: RewardedAdapter = DebugRewardedAdapter(behaviour: .rewardThenClose)
        // let ads: RewardedAdapter = MaxRewardedAdapter(sdkKey: "YOUR_SDK_KEY", adUnitID: "YOUR_REWARDED_AD_UNIT_ID", privacyPolicyURL: URL(string: "https://YOUR_PRIVACY_POLICY_URL")!, viewController: self)
        // let ads: RewardedAdapter = AdMobRewardedAdapter(adUnitID: "ca-app-pub-3940256099942544/1712485313", viewController: self) // Google's test unit
        // let ads: RewardedAdapter = LevelPlayRewardedAdapter(appKey: "YOUR_APP_KEY", adUnitID: "YOUR_REWARDED_AD_UNIT_ID", viewController: self)

        var error: NSError?
        // More networks with others: [other]: a signed override then moves
        // a cohort onto any of them.
        if !MobileRegisterAdProvider(AdBridge.shared.attach(adapter: ads, game: self), &error) {
            NSLog("ropeman: ads disabled: \(String(describing: error))")
        }
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        let s = UIScreen.main.nativeScale
        let i = view.safeAreaInsets
        MobileSetSafeArea(Int(i.top * s), Int(i.right * s), Int(i.bottom * s), Int(i.left * s))
    }

    override var prefersStatusBarHidden: Bool { true }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    /// Go resumes the game (AdBridge.resumeGame). iOS can leave the audio
    /// session dead after an ad or a call: make it live again first.
    func resumeAfterCover() {
        try? AVAudioSession.sharedInstance().setCategory(.ambient)
        try? AVAudioSession.sharedInstance().setActive(true)
        resumeGame()
    }
}
