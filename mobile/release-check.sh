#!/usr/bin/env bash
# release-check.sh PLATFORM [ROOT]: refuse a release build of the app
# (PLATFORM android or ios) that would ship what only a test build may:
# the debug ad adapter, which pays every reward without an ad, the game's
# simulated ads switched on, or a placeholder id (YOUR_…, Google's sample
# app and ad unit ids). Each finding names the file, the line and the key;
# the exit status is 1 if there is any. ROOT is the repository (default:
# the one holding this script).
#
# Every release runs it, however it is started: ./build.sh android|ios
# release, Gradle's release variant (app/build.gradle: preReleaseBuild
# depends on it) and Xcode's Release configuration (a build phase in
# ios/project.yml).
#
# It reads the app's own code and settings: on Android every source set's
# Java and Kotlin (src/*/java, src/*/kotlin: main, release, debug…), its
# resources (res/**/*.xml) and gradle.properties beside build.gradle; on
# iOS every Swift file and project.yml; every file but the debug
# adapter's definition. Comments are taken out (// to the end of a line in
# code, # in settings, /* … */ over lines in code, <!-- … --> in XML;
# imports too), never inside a string, so a commented-out example is no
# finding, and a call written over several lines is read as one.
set -euo pipefail
platform=${1:?usage: release-check.sh android|ios [ROOT]}
root=${2:-"$(cd "$(dirname "$0")/.." && pwd)"}
case "$platform" in
  android) src=mobile/android/app/src
    files=(mobile/android/app/build.gradle)
    [ -f "$root/mobile/android/gradle.properties" ] && files+=(mobile/android/gradle.properties)
    [ -f "$root/mobile/android/app/gradle.properties" ] && files+=(mobile/android/app/gradle.properties)
    find_code=(\( -name "*.java" -o -name "*.kt" -o -path "*/res/*.xml" \) ! -name "DebugRewardedAdapter.java" ! -name "DebugRewardedAdapter.kt") ;;
  ios) src=mobile/ios/RopeMan files=(mobile/ios/project.yml)
    find_code=(-name "*.swift" ! -name "DebugRewardedAdapter.swift") ;;
  *) echo "release-check.sh: unknown platform $platform (android or ios)" >&2; exit 2 ;;
esac
[ -d "$root/$src" ] || { echo "release-check.sh: no $src in $root" >&2; exit 2; }
while IFS= read -r f; do files+=("${f#"$root"/}"); done < <(
  find "$root/$src" -type f "${find_code[@]}" | sort)

found=0
for f in "${files[@]}"; do
  [ -f "$root/$f" ] || { echo "$f: missing" >&2; found=1; continue; }
  # file:line: what, for each finding in the file's code.
  case "$f" in
    *.yml|*.properties) hash=1 ;; # # starts a comment there
    *) hash=0 ;;
  esac
  if out=$(awk -v f="$f" -v hash="$hash" '
    # code[n]: line n without its comments; text: the lines joined by
    # newlines, to match a call written over several of them.
    {
      line = $0
      if (inblock) {
        if (!sub(/^.*\*\//, "", line)) { line = "" }
        else inblock = 0
      }
      while (!inblock && match(line, /\/\*/)) {
        rest = substr(line, RSTART + 2)
        if (match(rest, /\*\//)) line = substr(line, 1, index(line, "/*") - 1) substr(rest, RSTART + 2)
        else { line = substr(line, 1, index(line, "/*") - 1); inblock = 1 }
      }
      line = uncomment(line)
      if (line ~ /^[ \t]*import[ \t]/) line = ""
      code[NR] = line
      text = text line "\n"
    }
    # uncomment cuts a line comment (// always, # in settings, <!-- --> in
    # XML), never one inside a string: "a # b" and "https://x" stay.
    function uncomment(line,    i, c, q, out) {
      gsub(/<!--.*-->/, "", line)
      q = ""; out = ""
      for (i = 1; i <= length(line); i++) {
        c = substr(line, i, 1)
        if (q != "") {
          out = out c
          if (c == "\\") { i++; out = out substr(line, i, 1); continue }
          if (c == q) q = ""
          continue
        }
        if (c == "\"" || c == "\047") { q = c; out = out c; continue }
        if (substr(line, i, 2) == "//" || (hash && c == "#")) break
        out = out c
      }
      return out
    }
    function lineOf(pos,    before) { before = substr(text, 1, pos - 1); return gsub(/\n/, "\n", before) + 1 }
    function report(n, what) {
      shown = code[n]; gsub(/^[ \t]+|[ \t,;]+$/, "", shown)
      key = n SUBSEP what
      if (!(key in seen)) { seen[key] = 1; print f ":" n ": " shown ": " what }
    }
    END {
      for (n = 1; n <= NR; n++) {
        if (code[n] ~ /YOUR_[A-Z_]+/) report(n, "a placeholder: put your own id there")
        if (code[n] ~ /ca-app-pub-3940256099942544/) report(n, "Google'"'"'s sample id: put your own app or ad unit id there")
        if (code[n] ~ /(^|[^A-Za-z0-9_])DebugRewardedAdapter([^A-Za-z0-9_]|$)/) report(n, "the debug ad adapter pays every reward without an ad: pick your network'"'"'s adapter")
      }
      # The simulated ads, switched on by anything but a literal false.
      rest = text; off = 0
      while (match(rest, /[Uu]seSimulatedAds[ \t\n]*\([ \t\n]*/)) {
        pos = off + RSTART; arg = substr(rest, RSTART + RLENGTH)
        if (arg !~ /^false[ \t\n]*\)/) report(lineOf(pos), "the simulated ads pay every reward without an ad: not in a release")
        off += RSTART + RLENGTH - 1; rest = substr(rest, RSTART + RLENGTH)
      }
    }
  ' "$root/$f") && [ -n "$out" ]; then
    echo "$out" >&2
    found=1
  fi
done
if [ "$found" -ne 0 ]; then
  echo "release-check.sh: a release build of the $platform app refuses these (see docs/publishers/ads.md)" >&2
  exit 1
fi
