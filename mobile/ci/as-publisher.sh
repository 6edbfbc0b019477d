#!/usr/bin/env bash
# as-publisher.sh PLATFORM [ROOT]: makes the edits a publisher makes before
# a release, with made-up ids, so that a release build of this repository
# can be tried (CI's release jobs, the release check's tests): his app id
# in place of Google's sample one, and the first network adapter the app
# has (MAX, AdMob or LevelPlay: whichever keep-networks.sh kept) in place
# of the debug one, its placeholders filled with made-up ids. A fork has
# its own real edits and does not run this.
set -euo pipefail
platform=${1:?usage: as-publisher.sh android|ios [ROOT]}
root=${2:-"$(cd "$(dirname "$0")/../.." && pwd)"}

# edit FILE OLD NEW: OLD must be there, once replaced by NEW.
edit() {
  local file="$root/$1"
  grep -qF -- "$2" "$file" || { echo "as-publisher.sh: $1 no longer holds: $2" >&2; exit 1; }
  OLD="$2" NEW="$3" perl -0pi -e 's/\Q$ENV{OLD}\E/$ENV{NEW}/' "$file"
}

# pick FILE EXAMPLE_PREFIX ADS_DIR EXT: uncomments the first example line
# (EXAMPLE_PREFIX …Adapter(…) whose adapter is in ADS_DIR, filling its
# placeholders, and comments out the debug adapter's line.
pick() {
  local file="$root/$1" prefix="$2" dir="$root/$3" ext="$4" line adapter
  while IFS= read -r line; do
    adapter=$(sed -E 's/.*[^A-Za-z](\w+RewardedAdapter)\(.*/\1/' <<<"$line")
    [ -f "$dir/$adapter.$ext" ] || continue
    edit "$1" "$line" "$(sed -E 's#^( *)// #\1#; s#YOUR_[A-Z_]+#x1#g; s#ca-app-pub-3940256099942544/[0-9]+#ca-app-pub-1111222233334444/5555666677#' <<<"$line")"
    return
  done < <(grep -E "^ *// $prefix" "$file" | grep -v DebugRewardedAdapter)
  echo "as-publisher.sh: $1 names no network adapter the app has" >&2
  exit 1
}

case "$platform" in
  android)
    edit mobile/android/app/build.gradle "ca-app-pub-3940256099942544~3347511713" "ca-app-pub-1111222233334444~5555666677"
    edit mobile/android/app/src/main/java/com/ropeman/app/MainActivity.java \
      "RewardedAdapter ads = new DebugRewardedAdapter" "// RewardedAdapter ads = new DebugRewardedAdapter"
    pick mobile/android/app/src/main/java/com/ropeman/app/MainActivity.java "RewardedAdapter ads = new " \
      mobile/android/app/src/main/java/com/ropeman/app/ads java
    ;;
  ios)
    edit mobile/ios/project.yml "ca-app-pub-3940256099942544~1458002511" "ca-app-pub-1111222233334444~5555666677"
    edit mobile/ios/RopeMan/GameViewController.swift \
      "let ads: RewardedAdapter = DebugRewardedAdapter" "// let ads: RewardedAdapter = DebugRewardedAdapter"
    pick mobile/ios/RopeMan/GameViewController.swift "let ads: RewardedAdapter = " mobile/ios/RopeMan/Ads swift
    ;;
  *) echo "as-publisher.sh: unknown platform $platform (android or ios)" >&2; exit 2 ;;
esac
