import XCTest
@testable import RopeMan

/// MAX's error table (it goes with MaxRewardedAdapter.swift: delete both
/// when the app ships another network).
final class MaxRewardedAdapterTests: XCTestCase {
    // The game's reason codes (ads.Reason*, MobileReason* in Swift).
    let noFill = 1, network = 2, notReady = 3, timeout = 4, internalError = 5

    func testErrorTable() {
        let max: [(Int, Int)] = [(204, noFill), (-1000, network), (-1001, network), (-1009, network),
                                 (-24, notReady), (-23, notReady), (-5001, internalError), (12345, internalError)]
        for (code, want) in max {
            XCTAssertEqual(MaxRewardedAdapter.reason(code), want, "MAX \(code)")
        }
    }
}
