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
final class MaxRewardedAdapter: NSObject, RewardedAdapter {
    /// A load with no answer after this long may be started again.
    static let stuckLoad: TimeInterval = 60

    private let sdkKey: String
    private let defaultUnitID: String
    private var unitIDs: [String: String] = [:] // placement -> ad unit id
    private var units: [String: Unit] = [:]     // ad unit id -> its ad
    private weak var viewController: UIViewController?
    fileprivate weak var events: AdEvents?
    fileprivate var sdkReady = false

    /// Every placement shows ads from adUnitID unless useUnit says otherwise.
    init(sdkKey: String, adUnitID: String, viewController: UIViewController) {
        self.sdkKey = sdkKey
        self.defaultUnitID = adUnitID
        self.viewController = viewController
    }

    /// Gives placement an ad unit of its own. Call before the adapter is registered.
    @discardableResult
    func useUnit(_ placement: String, adUnitID: String) -> MaxRewardedAdapter {
        unitIDs[placement] = adUnitID
        return self
    }

    func start(_ events: AdEvents) {
        self.events = events
        let config = ALSdkInitializationConfiguration(sdkKey: sdkKey) { builder in
            builder.mediationProvider = ALMediationProviderMAX
        }
        ALSdk.shared().initialize(with: config) { _ in
            self.sdkReady = true
            self.units.values.forEach { $0.loadIfWaiting() }
        }
    }

    private func unit(for placement: String) -> Unit {
        let id = unitIDs[placement] ?? defaultUnitID
        if let u = units[id] { return u }
        let u = Unit(id: id, adapter: self)
        units[id] = u
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
        u.show(placement, requestID: requestID, customData: customData, viewController: viewController)
    }

    /// One ad unit: its MARewardedAd, the placement its loaded ad belongs
    /// to, and the placements waiting for the next.
    fileprivate final class Unit: NSObject, MARewardedAdDelegate {
        private let id: String
        private unowned let adapter: MaxRewardedAdapter
        private var ad: MARewardedAd?  // created once the SDK is ready
        private var loadStarted: Date? // nil: no load in flight
        private var owner: String?     // the placement told its ad is loaded
        private var waiting: [String] = []
        private var showing: Int64 = -1 // request id of the show on screen
        private var lastShown: Int64 = -1 // for a reward that comes after the close

        init(id: String, adapter: MaxRewardedAdapter) {
            self.id = id
            self.adapter = adapter
        }

        func ownedBy(_ placement: String) -> Bool {
            placement == owner && ad?.isReady == true
        }

        func request(_ placement: String) {
            if owner != nil, ad?.isReady != true {
                owner = nil // its ad expired or was used elsewhere: the next one is up for grabs
            }
            if ownedBy(placement) {
                adapter.events?.loaded(placement)
                return
            }
            if owner == nil, ad?.isReady == true {
                owner = placement
                adapter.events?.loaded(placement)
                return
            }
            if !waiting.contains(placement) { waiting.append(placement) }
            loadIfWaiting()
        }

        func loadIfWaiting() {
            guard adapter.sdkReady, !waiting.isEmpty, showing == -1 else { return }
            if ad == nil {
                let a = MARewardedAd.shared(withAdUnitIdentifier: id)
                a.delegate = self
                ad = a
            }
            let inFlight = loadStarted.map { Date().timeIntervalSince($0) < MaxRewardedAdapter.stuckLoad } ?? false
            guard let ad = ad, !inFlight, !ad.isReady else { return } // the loaded ad is someone's
            loadStarted = Date()
            ad.load()
        }

        func show(_ placement: String, requestID: Int64, customData: String, viewController: UIViewController?) {
            owner = nil
            showing = requestID
            ad?.show(forPlacement: placement, customData: customData, viewController: viewController)
        }

        func didLoad(_ ad: MAAd) {
            loadStarted = nil
            if owner == nil, !waiting.isEmpty {
                let next = waiting.removeFirst()
                owner = next
                adapter.events?.loaded(next)
            }
        }

        func didFailToLoadAd(forAdUnitIdentifier adUnitIdentifier: String, withError error: MAError) {
            loadStarted = nil
            let reason = AdErrors.fromMax(error.code.rawValue)
            waiting.forEach { adapter.events?.loadFailed($0, code: reason, message: error.message) }
            waiting.removeAll()
        }

        func didDisplay(_ ad: MAAd) { adapter.events?.opened(showing) }

        func didFail(toDisplay ad: MAAd, withError error: MAError) {
            let id = showing
            showing = -1
            adapter.events?.showFailed(id, code: AdErrors.fromMax(error.code.rawValue), message: error.message)
            loadIfWaiting()
        }

        func didRewardUser(for ad: MAAd, with reward: MAReward) {
            adapter.events?.rewarded(showing != -1 ? showing : lastShown, type: reward.label, amount: reward.amount)
        }

        func didHide(_ ad: MAAd) {
            let id = showing
            lastShown = id
            showing = -1
            adapter.events?.closed(id)
            loadIfWaiting()
        }

        func didClick(_ ad: MAAd) {}
    }
}
