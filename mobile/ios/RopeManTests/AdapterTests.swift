import XCTest
@testable import RopeMan

/// The Swift ad code's behaviour, run by `./build.sh ios test` on a Mac
/// (the iOS workflow): the twins of the JVM checks in mobile/bindtest that
/// need no SDK stub. The bridge passes Go's calls through at once; the
/// debug adapter reports, for each behaviour, what its Java twin reports;
/// the error tables map the SDKs' codes as documented. What Go decides from
/// those reports is tested in Go (mobile/stage).
final class AdapterTests: XCTestCase {
    /// An adapter that records what the bridge passes it.
    final class Recording: RewardedAdapter {
        var calls: [String] = []
        func network() -> String { "recording" }
        func start(_ events: AdEvents) { calls.append("start") }
        func load(_ placement: String) { calls.append("load \(placement)") }
        func show(_ placement: String, requestID: Int64, userID: String, customData: String) {
            calls.append("show \(placement) \(requestID) \(userID) \(customData)")
        }
        func cancel(_ requestID: Int64) { calls.append("cancel \(requestID)") }
        func showPrivacyOptions() { calls.append("privacy") }
    }

    /// What an adapter reports, in order, as the bridge would hand it to Go.
    final class Events: AdEvents {
        var log: [String] = []
        var ended: XCTestExpectation?
        func consent(_ canRequestAds: Bool, privacyOptionsRequired: Bool) {
            log.append("consent \(canRequestAds) \(privacyOptionsRequired)")
        }
        func loaded(_ placement: String) { log.append("loaded \(placement)") }
        func loadFailed(_ placement: String, code: Int, message: String) { log.append("loadFailed \(placement) \(code)") }
        func expired(_ placement: String) { log.append("expired \(placement)") }
        func opened(_ requestID: Int64) { log.append("opened \(requestID)") }
        func showFailed(_ requestID: Int64, code: Int, message: String) {
            log.append("showFailed \(requestID) \(code)")
            ended?.fulfill()
        }
        func rewarded(_ requestID: Int64, type: String, amount: Int) { log.append("rewarded \(requestID)") }
        func closed(_ requestID: Int64) {
            log.append("closed \(requestID)")
            ended?.fulfill()
        }
    }

    // The game's Reason codes (ads.Reason, Mobile.Reason* in Java).
    let noFill = 1, network = 2, notReady = 3, timeout = 4, internalError = 5

    func testTheBridgePassesGoCallsThrough() throws {
        let adapter = Recording()
        let bridge = AdBridge().attach(adapter: adapter, game: GameViewController())
        try bridge.startSDK()
        try bridge.loadAd("revive")
        try bridge.showAd("revive", requestID: 7, userID: "user-1", customData: "nonce")
        try bridge.cancelAd(7)
        try bridge.showPrivacyOptions()
        XCTAssertEqual(adapter.calls, ["start", "load revive", "show revive 7 user-1 nonce", "cancel 7", "privacy"])

        var opens = ObjCBool(true)
        try bridge.adOpensActivity(&opens)
        XCTAssertFalse(opens.boolValue, "Metal loses nothing under an ad: nothing to save first")
        var saved = ObjCBool(false)
        try bridge.gpuResourcesSaved(&saved)
        XCTAssertTrue(saved.boolValue)
        var over = 9
        try bridge.screensOverGame(&over)
        XCTAssertEqual(over, 0, "nothing is presented over a game that is not on screen")
        var debug = ObjCBool(false)
        try bridge.debugBuild(&debug)
        XCTAssertTrue(debug.boolValue, "the tests run a Debug build")
    }

    /// Each behaviour's reports, and when the show ends (seconds), as
    /// AdBridgeCheck.debugAdapter expects of the Java twin.
    func testEveryDebugBehaviour() {
        let id: Int64 = 4242424242
        let cases: [(DebugRewardedAdapter.Behaviour, [String], TimeInterval?)] = [
            (.rewardThenClose, ["opened \(id)", "rewarded \(id)", "closed \(id)"], DebugRewardedAdapter.playTime),
            (.rewardAfterClose, ["opened \(id)", "closed \(id)", "rewarded \(id)"], DebugRewardedAdapter.playTime),
            (.closeEarly, ["opened \(id)", "closed \(id)"], DebugRewardedAdapter.earlyClose),
            (.failShow, ["showFailed \(id) \(internalError)"], 0),
            (.neverAnswer, [], nil),
            (.neverClose, ["opened \(id)"], nil),
        ]
        for (behaviour, want, endsAt) in cases {
            let adapter = DebugRewardedAdapter(behaviour: behaviour)
            let events = Events()
            adapter.start(events)
            events.log.removeAll()
            if let endsAt, endsAt > 0 {
                events.ended = expectation(description: "\(behaviour) ends")
                adapter.show("revive", requestID: id, userID: "user-1", customData: "nonce")
                XCTAssertFalse(events.log.contains("closed \(id)"), "\(behaviour): closed at once")
                wait(for: [events.ended!], timeout: endsAt + 2)
                // A reward after the close comes in the same turn: give it one.
                RunLoop.main.run(until: Date().addingTimeInterval(0.2))
            } else {
                adapter.show("revive", requestID: id, userID: "user-1", customData: "nonce")
                if endsAt == nil {
                    RunLoop.main.run(until: Date().addingTimeInterval(DebugRewardedAdapter.playTime + 1))
                }
            }
            XCTAssertEqual(events.log, want, "\(behaviour)")
        }
    }

    func testDebugLoadsAndPrivacy() {
        let events = Events()
        let empty = DebugRewardedAdapter(behaviour: .noFill)
        empty.start(events)
        empty.load("revive")
        let full = DebugRewardedAdapter(behaviour: .rewardThenClose)
        full.start(events)
        full.load("triple_coins")
        RunLoop.main.run(until: Date().addingTimeInterval(DebugRewardedAdapter.loadTime + 1))
        XCTAssertTrue(events.log.contains("loadFailed revive \(noFill)"), "\(events.log)")
        XCTAssertTrue(events.log.contains("loaded triple_coins"), "\(events.log)")

        let privacy = Events()
        let region = DebugRewardedAdapter(behaviour: .privacyRegion)
        region.start(privacy)
        region.showPrivacyOptions()
        XCTAssertEqual(privacy.log, ["consent true true", "consent true true"])
    }
}
