import XCTest
@testable import RopeMan

/// LevelPlay's error table (it goes with LevelPlayRewardedAdapter.swift:
/// delete both when the app ships another network).
final class LevelPlayRewardedAdapterTests: XCTestCase {
    // The game's reason codes (ads.Reason*, MobileReason* in Swift).
    let noFill = 1, network = 2, notReady = 3, timeout = 4, internalError = 5

    func testErrorTable() {
        let table: [(Int, Int)] = [(509, noFill), (524, noFill), (526, noFill), (520, network), (606, network),
                                   (1022, notReady), (1023, notReady), (1036, notReady), (508, internalError), (99999, internalError)]
        for (code, want) in table {
            XCTAssertEqual(LevelPlayRewardedAdapter.reason(code), want, "LevelPlay \(code)")
        }
    }
}
