import AppLovinSDK
import Mobile
import UIKit

/// AppLovin MAX rewarded ads: one ad unit for every placement (MAX keeps
/// one MARewardedAd per unit). The game retries failed loads with MAX's
/// documented backoff and asks for the next ad after each show.
final class MaxRewardedAdapter: NSObject, RewardedAdapter, MARewardedAdDelegate {
    private let sdkKey: String
    private let adUnitID: String
    private weak var viewController: UIViewController?
    private weak var events: AdEvents?
    private var ad: MARewardedAd?
    private var sdkReady = false
    private var loading = false
    private var waiting: [String] = []
    private var showing: Int64 = -1

    init(sdkKey: String, adUnitID: String, viewController: UIViewController) {
        self.sdkKey = sdkKey
        self.adUnitID = adUnitID
        self.viewController = viewController
    }

    func start(_ events: AdEvents) {
        self.events = events
        let config = ALSdkInitializationConfiguration(sdkKey: sdkKey) { builder in
            builder.mediationProvider = ALMediationProviderMAX
        }
        ALSdk.shared().initialize(with: config) { _ in
            self.sdkReady = true
            let ad = MARewardedAd.shared(withAdUnitIdentifier: self.adUnitID)
            ad.delegate = self
            self.ad = ad
            if !self.waiting.isEmpty { self.startLoad() }
        }
    }

    func load(_ placement: String) {
        if let ad = ad, ad.isReady {
            events?.loaded(placement)
            return
        }
        waiting.append(placement)
        if sdkReady { startLoad() }
    }

    private func startLoad() {
        guard !loading, let ad = ad else { return }
        loading = true
        ad.load()
    }

    func show(_ placement: String, requestID: Int64, userID: String, customData: String) {
        guard let ad = ad, ad.isReady else {
            events?.showFailed(requestID, code: MobileReasonNotReady, message: "MAX ad not ready")
            return
        }
        showing = requestID
        ALSdk.shared().settings.userIdentifier = userID
        events?.willCover()
        ad.show(forPlacement: placement, customData: customData, viewController: viewController)
    }

    func didLoad(_ ad: MAAd) {
        loading = false
        waiting.forEach { events?.loaded($0) }
        waiting.removeAll()
    }

    func didFailToLoadAd(forAdUnitIdentifier adUnitIdentifier: String, withError error: MAError) {
        loading = false
        waiting.forEach { events?.loadFailed($0, code: AdErrors.fromMax(error.code.rawValue), message: error.message) }
        waiting.removeAll()
    }

    func didDisplay(_ ad: MAAd) { events?.opened(showing) }

    func didFail(toDisplay ad: MAAd, withError error: MAError) {
        events?.showFailed(showing, code: AdErrors.fromMax(error.code.rawValue), message: error.message)
        events?.didUncover()
    }

    func didRewardUser(for ad: MAAd, with reward: MAReward) {
        events?.rewarded(showing, type: reward.label, amount: reward.amount)
    }

    func didHide(_ ad: MAAd) {
        events?.closed(showing)
        events?.didUncover()
    }

    func didClick(_ ad: MAAd) {}
}
