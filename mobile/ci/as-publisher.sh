#!/usr/bin/env bash
# as-publisher.sh PLATFORM [ROOT]: makes the edits a publisher makes before
# a release, with made-up ids, so that a release build of this repository
# can be tried (CI's release jobs, the release check's tests): his app id
# in place of Google's sample one, and a network's adapter (MAX) in place of
# the debug one. A fork has its own real edits and does not run this.
set -euo pipefail
platform=${1:?usage: as-publisher.sh android|ios [ROOT]}
root=${2:-"$(cd "$(dirname "$0")/../.." && pwd)"}

# edit FILE OLD NEW: OLD must be there, once replaced by NEW.
edit() {
  local file="$root/$1"
  grep -qF -- "$2" "$file" || { echo "as-publisher.sh: $1 no longer holds: $2" >&2; exit 1; }
  OLD="$2" NEW="$3" perl -0pi -e 's/\Q$ENV{OLD}\E/$ENV{NEW}/' "$file"
}

case "$platform" in
  android)
    edit mobile/android/app/build.gradle "ca-app-pub-3940256099942544~3347511713" "ca-app-pub-1111222233334444~5555666677"
    edit mobile/android/app/src/main/java/com/ropeman/app/MainActivity.java \
      "RewardedAdapter ads = new DebugRewardedAdapter" "// RewardedAdapter ads = new DebugRewardedAdapter"
    edit mobile/android/app/src/main/java/com/ropeman/app/MainActivity.java \
      '// RewardedAdapter ads = new MaxRewardedAdapter(this, main, "YOUR_SDK_KEY", "YOUR_REWARDED_AD_UNIT_ID", "https://YOUR_PRIVACY_POLICY_URL");' \
      'RewardedAdapter ads = new MaxRewardedAdapter(this, main, "k3y", "unit1", "https://example.com/privacy");'
    ;;
  ios)
    edit mobile/ios/project.yml "ca-app-pub-3940256099942544~1458002511" "ca-app-pub-1111222233334444~5555666677"
    edit mobile/ios/RopeMan/GameViewController.swift \
      "let ads: RewardedAdapter = DebugRewardedAdapter" "// let ads: RewardedAdapter = DebugRewardedAdapter"
    edit mobile/ios/RopeMan/GameViewController.swift \
      '// let ads: RewardedAdapter = MaxRewardedAdapter(sdkKey: "YOUR_SDK_KEY", adUnitID: "YOUR_REWARDED_AD_UNIT_ID", privacyPolicyURL: URL(string: "https://YOUR_PRIVACY_POLICY_URL")!' \
      'let ads: RewardedAdapter = MaxRewardedAdapter(sdkKey: "k3y", adUnitID: "unit1", privacyPolicyURL: URL(string: "https://example.com/privacy")!'
    ;;
  *) echo "as-publisher.sh: unknown platform $platform (android or ios)" >&2; exit 2 ;;
esac
