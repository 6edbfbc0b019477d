import UIKit
import UserMessagingPlatform

/// Google's User Messaging Platform, which every network's consent goes
/// through: AdMob's own, LevelPlay's (it reads the IAB strings UMP stores),
/// and MAX's terms-and-privacy flow, which runs UMP's form itself but leaves
/// the US states' privacy options to the app. It stays in the app whatever
/// networks it ships. UMP's status is only good once it has been asked for
/// an update in this process: every answer here follows one. The twin of
/// Ump.java.
enum Ump {
    /// What UMP answered: whether ads may be requested, and whether the
    /// player's region requires a privacy-options entry.
    typealias Answer = (_ canRequestAds: Bool, _ privacyOptionsRequired: Bool) -> Void

    /// Asks UMP for an update, shows its form where the law asks and no
    /// answer is stored, and answers. Offline or misconfigured, an answer
    /// stored earlier still holds.
    static func ask(from viewController: UIViewController?, _ answer: @escaping Answer) {
        ConsentInformation.shared.requestConsentInfoUpdate(with: RequestParameters()) { error in
            guard error == nil, let vc = viewController else {
                tell(answer)
                return
            }
            ConsentForm.loadAndPresentIfRequired(from: vc) { _ in tell(answer) }
        }
    }

    /// Asks UMP for an update, showing no form, and answers.
    static func refresh(_ answer: @escaping Answer) {
        ConsentInformation.shared.requestConsentInfoUpdate(with: RequestParameters()) { _ in tell(answer) }
    }

    /// Shows UMP's privacy options form, then answers with the new choice.
    static func showPrivacyOptions(from viewController: UIViewController?, _ answer: @escaping Answer) {
        guard let vc = viewController else { return }
        ConsentForm.presentPrivacyOptionsForm(from: vc) { _ in tell(answer) }
    }

    private static func tell(_ answer: Answer) {
        let info = ConsentInformation.shared
        answer(info.canRequestAds, info.privacyOptionsRequirementStatus == .required)
    }
}
