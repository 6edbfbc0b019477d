import XCTest
@testable import RopeMan

/// AdMob's error tables, as the Swift SDK's codes are (no fill is 1 on
/// iOS, 3 on Android). They go with AdMobRewardedAdapter.swift: delete
/// both when the app ships another network.
final class AdMobRewardedAdapterTests: XCTestCase {
    // The game's reason codes (ads.Reason*, MobileReason* in Swift).
    let noFill = 1, network = 2, notReady = 3, timeout = 4, internalError = 5

    func testErrorTables() {
        let load: [(Int, Int)] = [(1, noFill), (9, noFill), (2, network), (3, network), (5, timeout),
                                  (0, internalError), (11, internalError), (99, internalError)]
        for (code, want) in load {
            XCTAssertEqual(AdMobRewardedAdapter.loadReason(code), want, "AdMob load \(code)")
        }
        let show: [(Int, Int)] = [(15, notReady), (18, notReady), (16, internalError), (17, internalError), (99, internalError)]
        for (code, want) in show {
            XCTAssertEqual(AdMobRewardedAdapter.showReason(code), want, "AdMob show \(code)")
        }
    }
}
