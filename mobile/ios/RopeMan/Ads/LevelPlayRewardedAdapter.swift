import IronSource
import Mobile
import UIKit

/// Unity LevelPlay (ironSource) rewarded ads, on the LevelPlay 9 API: the
/// twin of LevelPlayRewardedAdapter.java. An LPMRewardedAd is reusable and
/// one ad unit may have several, so each placement keeps its own for the
/// whole process, shown under LevelPlay's placement of the same name. The
/// game retries failed loads with its own backoff.
///
/// Consent: Google's UMP runs first (LevelPlay reads the IAB strings it
/// stores, and is told the answer with setConsent), then the SDK starts,
/// once per process; a failed start is tried again at the next load.
///
/// Server-side verification: the show's nonce is set as the dynamic user
/// id, which LevelPlay's reward callback carries (ads/ssv.LevelPlay).
///
/// Revenue: every impression's revenue, in USD, reaches the process's
/// impression data delegate with the network that filled it.
final class LevelPlayRewardedAdapter: NSObject, RewardedAdapter {
    /// Placement -> its ad, for the whole process (main thread only).
    fileprivate static var slots: [String: Slot] = [:]
    /// The adapter of the current view controller: the SDK's callbacks go to it.
    fileprivate static weak var current: LevelPlayRewardedAdapter?
    private static var starting = false, started = false
    /// The slot last shown: impression data follows its display.
    fileprivate static weak var lastDisplayed: Slot?
    private static let impressions = Impressions()

    private let appKey: String
    private let adUnitID: String
    fileprivate weak var viewController: UIViewController?
    fileprivate weak var events: AdEvents?
    private var privacy = false

    init(appKey: String, adUnitID: String, viewController: UIViewController) {
        self.appKey = appKey
        self.adUnitID = adUnitID
        self.viewController = viewController
    }

    func network() -> String { "levelplay" }

    func start(_ events: AdEvents) {
        self.events = events
        Self.current = self
        Ump.ask(from: viewController) { can, privacy in self.consentKnown(can, privacy) }
    }

    private func consentKnown(_ can: Bool, _ privacyOptionsRequired: Bool) {
        privacy = privacyOptionsRequired
        LevelPlay.setConsent(can)
        if !can || Self.started {
            events?.consent(can, privacyOptionsRequired: privacy)
            return
        }
        startSDK()
    }

    /// Starts the SDK once per process; the game hears it may load once it has.
    private func startSDK() {
        guard !Self.starting else { return }
        Self.starting = true
        LevelPlay.add(Self.impressions)
        let request = LPMInitRequestBuilder(appKey: appKey).build()
        LevelPlay.initWith(request) { _, error in
            if let error = error {
                // LevelPlay: try again later. The game loads, the load fails
                // and starts the SDK again, and the game backs off.
                Self.starting = false
                NSLog("ropeman ads: LevelPlay init failed: %@", error.localizedDescription)
            } else {
                Self.started = true
            }
            Self.current.map { $0.events?.consent(true, privacyOptionsRequired: $0.privacy) }
        }
    }

    func showPrivacyOptions() {
        Ump.showPrivacyOptions(from: viewController) { can, privacy in self.consentKnown(can, privacy) }
    }

    func load(_ placement: String) {
        guard Self.started else {
            startSDK()
            events?.loadFailed(placement, code: MobileReasonNetwork, message: "LevelPlay has not started")
            return
        }
        let slot = Self.slots[placement] ?? Slot(placement: placement, ad: LPMRewardedAd(adUnitId: adUnitID))
        Self.slots[placement] = slot
        if slot.ad.isAdReady() {
            events?.loaded(placement)
        } else if !slot.loading {
            slot.loading = true
            slot.ad.loadAd()
        }
    }

    func show(_ placement: String, requestID: Int64, userID: String, customData: String) {
        guard let slot = Self.slots[placement], slot.ad.isAdReady(), let vc = viewController else {
            events?.showFailed(requestID, code: MobileReasonNotReady, message: "LevelPlay ad not ready for \(placement)")
            return
        }
        // The reward callback's [DYNAMIC_USER_ID]: the show's nonce.
        LevelPlay.setDynamicUserId(customData)
        slot.showing = requestID
        slot.ad.showAd(viewController: vc, placementName: placement)
    }

    func cancel(_ requestID: Int64) {
        for slot in Self.slots.values where slot.showing == requestID {
            slot.lastShown = requestID
            slot.showing = -1
        }
    }

    /// One placement's ad and the show it is in. Events go to the current adapter.
    fileprivate final class Slot: NSObject, LPMRewardedAdDelegate {
        let placement: String
        let ad: LPMRewardedAd
        var loading = false
        var showing: Int64 = -1
        var lastShown: Int64 = -1 // for a reward or revenue that comes after the close

        init(placement: String, ad: LPMRewardedAd) {
            self.placement = placement
            self.ad = ad
            super.init()
            ad.setDelegate(self)
        }

        var show: Int64 { showing != -1 ? showing : lastShown }
        private var events: AdEvents? { LevelPlayRewardedAdapter.current?.events }

        func didLoadAd(with adInfo: LPMAdInfo) {
            loading = false
            events?.loaded(placement)
        }

        func didFailToLoadAd(withAdUnitId adUnitId: String, error: Error) {
            loading = false
            events?.loadFailed(placement, code: LevelPlayRewardedAdapter.reason((error as NSError).code), message: error.localizedDescription)
        }

        func didDisplayAd(with adInfo: LPMAdInfo) {
            LevelPlayRewardedAdapter.lastDisplayed = self
            if showing != -1 { events?.opened(showing) }
        }

        func didFailToDisplayAd(with adInfo: LPMAdInfo, error: Error) {
            let id = showing
            showing = -1
            if id != -1 { events?.showFailed(id, code: LevelPlayRewardedAdapter.reason((error as NSError).code), message: error.localizedDescription) }
        }

        func didRewardAd(with adInfo: LPMAdInfo, reward: LPMReward) {
            if show != -1 { events?.rewarded(show, type: reward.name, amount: reward.amount) }
        }

        func didCloseAd(with adInfo: LPMAdInfo) {
            let id = showing
            showing = -1
            if id != -1 {
                lastShown = id
                events?.closed(id)
            }
        }
    }

    /// Each impression's revenue, in USD (nil: LevelPlay does not know it),
    /// for the show it belongs to.
    private final class Impressions: NSObject, LPMImpressionDataDelegate {
        func impressionDataDidSucceed(_ data: LPMImpressionData) {
            guard let slot = LevelPlayRewardedAdapter.slots[data.placement ?? ""] ?? LevelPlayRewardedAdapter.lastDisplayed,
                  slot.show != -1, let usd = data.revenue?.doubleValue, usd >= 0 else { return }
            LevelPlayRewardedAdapter.current?.events?.paid(slot.show, placement: slot.placement, provider: "levelplay", source: data.adNetwork ?? "",
                                                           micros: Int64((usd * 1_000_000).rounded()), currency: "USD", precision: data.precision ?? "")
        }
    }
}

extension LevelPlayRewardedAdapter {
    /// LevelPlay's error codes as MobileReason* codes (its documented table
    /// for loads and shows, the same on both platforms).
    static func reason(_ code: Int) -> Int {
        switch code {
        case 509, 524, 526: return MobileReasonNoFill // no ads to show, placement capped, ad unit capped
        case 520, 606: return MobileReasonNetwork // no internet connection, load timed out
        case 1022, 1023, 1036: return MobileReasonNotReady // show while showing, with no ad, while loading
        default: return MobileReasonInternal
        }
    }
}
