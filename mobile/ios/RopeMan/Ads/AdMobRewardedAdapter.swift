import GoogleMobileAds
import Mobile
import UIKit

/// Google AdMob rewarded ads: a GADRewardedAd is good for one show, so each
/// placement keeps its own and the game loads a fresh one after every show.
/// Every show ends in exactly one of showFailed or closed; the bridge covers
/// the game. The twin of AdMobRewardedAdapter.java.
final class AdMobRewardedAdapter: NSObject, RewardedAdapter, GADFullScreenContentDelegate {
    private let adUnitID: String
    private weak var viewController: UIViewController?
    private weak var events: AdEvents?
    private var loaded: [String: GADRewardedAd] = [:]
    private var showing: Int64 = -1

    init(adUnitID: String, viewController: UIViewController) {
        self.adUnitID = adUnitID
        self.viewController = viewController
    }

    func start(_ events: AdEvents) {
        self.events = events
        GADMobileAds.sharedInstance().start(completionHandler: nil)
    }

    func load(_ placement: String) {
        GADRewardedAd.load(withAdUnitID: adUnitID, request: GADRequest()) { ad, error in
            if let error = error as NSError? {
                self.events?.loadFailed(placement, code: AdErrors.fromAdMobLoad(error.code), message: error.localizedDescription)
                return
            }
            self.loaded[placement] = ad
            self.events?.loaded(placement)
        }
    }

    func show(_ placement: String, requestID: Int64, userID: String, customData: String) {
        guard let ad = loaded.removeValue(forKey: placement), let vc = viewController else {
            events?.showFailed(requestID, code: MobileReasonNotReady, message: "AdMob ad not loaded")
            return
        }
        showing = requestID
        let ssv = GADServerSideVerificationOptions()
        ssv.userIdentifier = userID
        ssv.customRewardString = customData
        ad.serverSideVerificationOptions = ssv
        ad.fullScreenContentDelegate = self
        ad.present(fromRootViewController: vc) {
            self.events?.rewarded(requestID, type: ad.adReward.type, amount: ad.adReward.amount.intValue)
        }
    }

    func adWillPresentFullScreenContent(_ ad: GADFullScreenPresentingAd) { events?.opened(showing) }

    func ad(_ ad: GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
        events?.showFailed(showing, code: AdErrors.fromAdMobShow((error as NSError).code), message: error.localizedDescription)
    }

    func adDidDismissFullScreenContent(_ ad: GADFullScreenPresentingAd) {
        events?.closed(showing)
    }
}
