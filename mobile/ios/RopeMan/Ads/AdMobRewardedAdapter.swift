import GoogleMobileAds
import Mobile
import UIKit

/// Google AdMob rewarded ads (Google Mobile Ads 13, UMP 3: the Swift names
/// without the GAD and UMP prefixes). A RewardedAd is good for one show, so
/// each placement keeps its own and the game loads a fresh one after every
/// show. A loaded ad is good for an hour: one not shown by then is dropped
/// and reported expired. Every show ends in exactly one of showFailed or
/// closed; Go covers the game. The twin of AdMobRewardedAdapter.java.
///
/// Consent: Google's User Messaging Platform runs first, and the Mobile Ads
/// SDK starts only once UMP says ads may be requested, once per process;
/// the game hears that it may load once the SDK has been started.
final class AdMobRewardedAdapter: NSObject, RewardedAdapter, FullScreenContentDelegate {
    /// Google: a rewarded ad loaded more than an hour ago cannot be shown.
    static let expiry: TimeInterval = 60 * 60

    private let adUnitID: String
    private weak var viewController: UIViewController?
    private weak var events: AdEvents?
    private var loaded: [String: Held] = [:]
    private var showing: Int64 = -1

    /// MobileAds.shared.start has been called in this process (main thread only).
    private static var sdkStarted = false

    /// A loaded ad, when it loaded, and its expiry.
    private final class Held {
        let ad: RewardedAd
        let at = Date()
        var expire: DispatchWorkItem?
        init(_ ad: RewardedAd) { self.ad = ad }
    }

    init(adUnitID: String, viewController: UIViewController) {
        self.adUnitID = adUnitID
        self.viewController = viewController
    }

    func network() -> String { "admob" }

    func start(_ events: AdEvents) {
        self.events = events
        Ump.ask(from: viewController) { can, privacy in self.consentKnown(can, privacy) }
    }

    /// Reports UMP's answer, starting the SDK first once ads may be requested.
    private func consentKnown(_ can: Bool, _ privacy: Bool) {
        if can, !Self.sdkStarted {
            Self.sdkStarted = true
            MobileAds.shared.start(completionHandler: nil)
        }
        events?.consent(can, privacyOptionsRequired: privacy)
    }

    func showPrivacyOptions() {
        Ump.showPrivacyOptions(from: viewController) { can, privacy in self.consentKnown(can, privacy) }
    }

    func load(_ placement: String) {
        RewardedAd.load(with: adUnitID, request: Request()) { ad, error in
            if let error = error as NSError? {
                self.events?.loadFailed(placement, code: AdMobRewardedAdapter.loadReason(error.code), message: error.localizedDescription)
                return
            }
            guard let ad = ad else { return }
            self.drop(placement)
            let h = Held(ad)
            let w = DispatchWorkItem { [weak self] in
                guard let self = self, self.loaded[placement] === h else { return }
                self.loaded[placement] = nil
                self.events?.expired(placement)
            }
            h.expire = w
            self.loaded[placement] = h
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.expiry, execute: w)
            self.events?.loaded(placement)
        }
    }

    /// Forgets placement's loaded ad, if any, and its expiry.
    @discardableResult
    private func drop(_ placement: String) -> Held? {
        let h = loaded.removeValue(forKey: placement)
        h?.expire?.cancel()
        return h
    }

    func show(_ placement: String, requestID: Int64, userID: String, customData: String) {
        guard let h = drop(placement), let vc = viewController else {
            events?.showFailed(requestID, code: MobileReasonNotReady, message: "AdMob ad not loaded")
            return
        }
        guard Date().timeIntervalSince(h.at) < Self.expiry else { // the timer came late (the phone slept)
            events?.showFailed(requestID, code: MobileReasonNotReady, message: "AdMob ad expired")
            return
        }
        let ad = h.ad
        showing = requestID
        let ssv = ServerSideVerificationOptions()
        ssv.userIdentifier = userID
        ssv.customRewardText = customData
        ad.serverSideVerificationOptions = ssv
        ad.fullScreenContentDelegate = self
        // Set after the load, before the show, as Google asks: what the
        // impression earned, in the AdMob account's currency.
        let source = ad.responseInfo.loadedAdNetworkResponseInfo?.adSourceName ?? ""
        ad.paidEventHandler = { [weak self] value in
            self?.events?.paid(requestID, placement: placement, provider: "admob", source: source,
                               micros: value.value.multiplying(byPowerOf10: 6).int64Value, currency: value.currencyCode,
                               precision: Self.precision(value.precision))
        }
        ad.present(from: vc) {
            self.events?.rewarded(requestID, type: ad.adReward.type, amount: ad.adReward.amount.intValue)
        }
    }

    func adWillPresentFullScreenContent(_ ad: FullScreenPresentingAd) { events?.opened(showing) }

    func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
        events?.showFailed(showing, code: AdMobRewardedAdapter.showReason((error as NSError).code), message: error.localizedDescription)
    }

    func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
        events?.closed(showing)
    }
}

extension AdMobRewardedAdapter {
    /// AdValuePrecision as the words the game reads (ads.ParsePrecision).
    static func precision(_ p: AdValuePrecision) -> String {
        switch p {
        case .precise: return "PRECISE"
        case .estimated: return "ESTIMATED"
        case .publisherProvided: return "PUBLISHER_PROVIDED"
        default: return "UNKNOWN"
        }
    }

    /// Google AdMob on iOS, loads: RequestError.Code (GADErrorCode in Objective-C; no fill is 1 here, 3 on Android).
    static func loadReason(_ code: Int) -> Int {
        switch code {
        case 1, 9: return MobileReasonNoFill // noFill, mediationNoFill
        case 2, 3: return MobileReasonNetwork // networkError, serverError
        case 5: return MobileReasonTimeout // timeout
        default: return MobileReasonInternal // invalidRequest 0, internalError 11, applicationIdentifierMissing 20, …
        }
    }

    /// Google AdMob on iOS, presenting: PresentationError.Code (GADPresentationErrorCode in Objective-C).
    static func showReason(_ code: Int) -> Int {
        switch code {
        case 15, 18: return MobileReasonNotReady // adNotReady, adAlreadyUsed
        default: return MobileReasonInternal // adTooLarge 16, internal 17, notMainThread 21, mediation 22
        }
    }
}
