import AppLovinSDK
import Mobile
import UIKit

/// AppLovin MAX rewarded ads: the twin of MaxRewardedAdapter.java. MAX keeps
/// one MARewardedAd per ad unit, and one loaded ad serves one show, so each
/// loaded ad belongs to the one placement it was reported to: give each
/// placement its own unit (useUnit) and they load side by side; placements
/// sharing a unit take turns. The game retries failed loads with MAX's
/// documented backoff, so this class never retries by itself; a load MAX
/// never answers is started again when the game asks.
///
/// Consent: MAX's terms and privacy policy flow (Google's UMP in GDPR
/// regions, which the app must ship: GoogleUserMessagingPlatform stays in
/// project.yml, then Apple's tracking prompt) runs inside the SDK's
/// initialisation; it needs your privacy policy's address.
///
/// The SDK, an MARewardedAd and its delegate here are the process's: each
/// unit lives as long as the process, and an adapter made later takes the
/// units over, so a show in progress keeps its request id and its reward.
/// Whether the SDK is ready is asked of the SDK (isInitialized): its
/// initialisation callback comes once per process.
final class MaxRewardedAdapter: NSObject, RewardedAdapter {
    /// A load with no answer after this long may be started again.
    static let stuckLoad: TimeInterval = 60

    /// Ad unit id -> its ad, for the whole process (main thread only).
    fileprivate static var units: [String: Unit] = [:]

    private let sdkKey: String
    private let defaultUnitID: String
    private let privacyPolicyURL: URL
    private var termsURL: URL?
    private var unitIDs: [String: String] = [:] // placement -> ad unit id
    fileprivate weak var viewController: UIViewController?
    fileprivate weak var events: AdEvents?

    /// Every placement shows ads from adUnitID unless useUnit says otherwise.
    init(sdkKey: String, adUnitID: String, privacyPolicyURL: URL, viewController: UIViewController) {
        self.sdkKey = sdkKey
        self.defaultUnitID = adUnitID
        self.privacyPolicyURL = privacyPolicyURL
        self.viewController = viewController
    }

    /// Gives placement an ad unit of its own. Call before the adapter is registered.
    @discardableResult
    func useUnit(_ placement: String, adUnitID: String) -> MaxRewardedAdapter {
        unitIDs[placement] = adUnitID
        return self
    }

    /// Shows your terms of service in MAX's consent flow too.
    @discardableResult
    func withTerms(_ url: URL) -> MaxRewardedAdapter {
        termsURL = url
        return self
    }

    func network() -> String { "max" }

    func start(_ events: AdEvents) {
        self.events = events
        if ALSdk.shared().isInitialized {
            // Started earlier in this process: its flow has answered, and
            // its callback will not come again.
            sdkReady(ALSdk.shared().configuration)
            return
        }
        let flow = ALSdk.shared().settings.termsAndPrivacyPolicyFlowSettings
        flow.isEnabled = true
        flow.privacyPolicyURL = privacyPolicyURL
        flow.termsOfServiceURL = termsURL
        let config = ALSdkInitializationConfiguration(sdkKey: sdkKey) { builder in
            builder.mediationProvider = ALMediationProviderMAX
        }
        ALSdk.shared().initialize(with: config) { sdkConfig in self.sdkReady(sdkConfig) }
    }

    /// The SDK is up and its consent flow has answered.
    private func sdkReady(_ sdkConfig: ALSdkConfiguration) {
        // MAX passes the answer on to the networks it mediates, and serves
        // limited ads where consent was refused. Privacy options are owed
        // in GDPR regions and wherever Google's UMP (which MAX's flow runs)
        // says so: the US states with privacy laws, for one. UMP knows that
        // only once asked for an update in this process.
        let gdpr = sdkConfig.consentFlowUserGeography == .GDPR
        Ump.refresh { _, required in
            self.events?.consent(true, privacyOptionsRequired: gdpr || required)
            MaxRewardedAdapter.units.values.filter { $0.adapter === self }.forEach { $0.loadIfWaiting() }
        }
    }

    func showPrivacyOptions() {
        ALSdk.shared().cmpService.showCMPForExistingUser { error in
            if let error = error { NSLog("ropeman ads: MAX privacy options: %@", error.message) }
            self.events?.consent(true, privacyOptionsRequired: true)
        }
    }

    /// The unit for placement, taken over by this adapter.
    private func unit(for placement: String) -> Unit {
        let id = unitIDs[placement] ?? defaultUnitID
        let u = MaxRewardedAdapter.units[id] ?? Unit(id: id)
        MaxRewardedAdapter.units[id] = u
        u.adapter = self
        return u
    }

    func load(_ placement: String) {
        unit(for: placement).request(placement)
    }

    func show(_ placement: String, requestID: Int64, userID: String, customData: String) {
        let u = unit(for: placement)
        guard u.ownedBy(placement) else {
            events?.showFailed(requestID, code: MobileReasonNotReady, message: "MAX ad not ready for \(placement)")
            return
        }
        // MAX forwards the user id and the custom data to the publisher's
        // server-to-server reward callback (USER_ID, CUSTOM_DATA).
        ALSdk.shared().settings.userIdentifier = userID
        u.show(placement, requestID: requestID, customData: customData)
    }

    func cancel(_ requestID: Int64) {
        MaxRewardedAdapter.units.values.forEach { $0.cancel(requestID) }
    }

    /// One ad unit: its MARewardedAd and the ad's delegate, the placement
    /// its loaded ad belongs to, the placements waiting for the next, and
    /// the show on screen. Events go to the adapter that last took it over.
    fileprivate final class Unit: NSObject, MARewardedAdDelegate, MAAdRevenueDelegate {
        private let id: String
        weak var adapter: MaxRewardedAdapter? // the current view controller's
        private var ad: MARewardedAd?  // created once the SDK is ready
        private var loadStarted: Date? // nil: no load in flight
        private var owner: String?     // the placement told its ad is loaded
        private var waiting: [String] = []
        private var showing: Int64 = -1 // request id of the show on screen
        private var lastShown: Int64 = -1 // for a reward that comes after the close
        private var shownPlacement = "" // the placement of showing, or of lastShown

        init(id: String) {
            self.id = id
        }

        private var events: AdEvents? { adapter?.events }

        func ownedBy(_ placement: String) -> Bool {
            placement == owner && ad?.isReady == true
        }

        func request(_ placement: String) {
            if owner != nil, ad?.isReady != true {
                owner = nil // its ad expired or was used elsewhere: the next one is up for grabs
            }
            if ownedBy(placement) {
                events?.loaded(placement)
                return
            }
            if owner == nil, ad?.isReady == true {
                owner = placement
                events?.loaded(placement)
                return
            }
            if !waiting.contains(placement) { waiting.append(placement) }
            loadIfWaiting()
        }

        func loadIfWaiting() {
            guard adapter != nil, ALSdk.shared().isInitialized, !waiting.isEmpty, showing == -1 else { return }
            if ad == nil {
                let a = MARewardedAd.shared(withAdUnitIdentifier: id)
                a.delegate = self // once: the unit outlives every view controller
                a.revenueDelegate = self
                ad = a
            }
            let inFlight = loadStarted.map { Date().timeIntervalSince($0) < MaxRewardedAdapter.stuckLoad } ?? false
            guard let ad = ad, !inFlight, !ad.isReady else { return } // the loaded ad is someone's
            loadStarted = Date()
            ad.load()
        }

        func show(_ placement: String, requestID: Int64, customData: String) {
            owner = nil
            showing = requestID
            shownPlacement = placement
            ad?.show(forPlacement: placement, customData: customData, viewController: adapter?.viewController)
        }

        /// The bridge ended show requestID: the unit loads again.
        func cancel(_ requestID: Int64) {
            guard showing == requestID else { return }
            lastShown = showing
            showing = -1
            loadIfWaiting()
        }

        func didLoad(_ ad: MAAd) {
            loadStarted = nil
            if owner == nil, !waiting.isEmpty {
                let next = waiting.removeFirst()
                owner = next
                events?.loaded(next)
            }
        }

        func didFailToLoadAd(forAdUnitIdentifier adUnitIdentifier: String, withError error: MAError) {
            loadStarted = nil
            let reason = MaxRewardedAdapter.reason(error.code.rawValue)
            waiting.forEach { events?.loadFailed($0, code: reason, message: error.message) }
            waiting.removeAll()
        }

        func didDisplay(_ ad: MAAd) {
            if showing != -1 { events?.opened(showing) }
        }

        func didFail(toDisplay ad: MAAd, withError error: MAError) {
            let id = showing
            showing = -1
            if id != -1 { events?.showFailed(id, code: MaxRewardedAdapter.reason(error.code.rawValue), message: error.message) }
            loadIfWaiting()
        }

        func didRewardUser(for ad: MAAd, with reward: MAReward) {
            let id = showing != -1 ? showing : lastShown
            if id != -1 { events?.rewarded(id, type: reward.label, amount: reward.amount) }
        }

        func didHide(_ ad: MAAd) {
            let id = showing
            showing = -1
            if id != -1 {
                lastShown = id
                events?.closed(id)
            }
            loadIfWaiting()
        }

        func didClick(_ ad: MAAd) {}

        /// MAX's revenue is in USD, -1 when it does not know it.
        func didPayRevenue(for ad: MAAd) {
            let id = showing != -1 ? showing : lastShown
            guard id != -1, ad.revenue >= 0 else { return }
            events?.paid(id, placement: shownPlacement, provider: "max", source: ad.networkName,
                         micros: Int64((ad.revenue * 1_000_000).rounded()), currency: "USD", precision: ad.revenuePrecision)
        }
    }
}

extension MaxRewardedAdapter {
    /// AppLovin MAX: MAErrorCode values (the same table for loads and shows).
    static func reason(_ code: Int) -> Int {
        switch code {
        case 204: return MobileReasonNoFill
        case -1000, -1001, -1009: return MobileReasonNetwork
        case -24, -23: return MobileReasonNotReady
        default: return MobileReasonInternal
        }
    }
}
