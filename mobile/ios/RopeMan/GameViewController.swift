import AVFoundation
import Mobile
import UIKit

/// The game: Ebitengine's generated view controller, told about the
/// phone (files folder, safe area, locale) and given the ad bridge.
final class GameViewController: MobileEbitenViewController {
    private var bridge: AdBridge?

    override func viewDidLoad() {
        super.viewDidLoad()
        let docs = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        try? FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        MobileSetFilesDir(docs.path)
        MobileSetLocale(Locale.current.identifier)

        // Swap in your ad provider here, in one line:
        let ads: RewardedAdapter = DebugRewardedAdapter()
        // let ads: RewardedAdapter = MaxRewardedAdapter(sdkKey: "YOUR_SDK_KEY", adUnitID: "YOUR_REWARDED_AD_UNIT_ID", viewController: self)
        // let ads: RewardedAdapter = AdMobRewardedAdapter(adUnitID: "ca-app-pub-3940256099942544/1712485313", viewController: self) // Google's test unit

        let bridge = AdBridge(adapter: ads, game: self)
        self.bridge = bridge
        var error: NSError?
        if !MobileRegisterAdProvider(bridge, &error) {
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

    /// A modally presented ad does not make the app resign active, so the
    /// game is suspended and resumed by hand around it.
    func adWillCover() {
        suspendGame()
    }

    /// iOS can leave the audio session dead after an ad: make it live again
    /// before the game resumes.
    func adDidUncover() {
        try? AVAudioSession.sharedInstance().setCategory(.ambient)
        try? AVAudioSession.sharedInstance().setActive(true)
        resumeGame()
    }
}
