#!/usr/bin/env bash
# page-size-check.sh BUNDLE: every 64-bit native library in an app bundle
# (.aab) or APK (lib/arm64-v8a, lib/x86_64) has its loadable segments
# aligned for 16 KB pages, as Google Play requires of apps targeting
# Android 15 and later (the game's library is Go's, built by ebitenmobile
# with the NDK). The 32-bit libraries the bind also ships run only on
# 4 KB-page devices and Play does not check them: neither does this.
# Needs unzip and readelf.
set -euo pipefail
bundle=${1:?usage: page-size-check.sh app.aab|app.apk}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
unzip -q -o "$bundle" '*.so' -d "$dir" 2>/dev/null || true
found=0 bad=0
while IFS= read -r so; do
  found=$((found + 1))
  # The smallest alignment of the LOAD segments: 0x4000 (16 KB) or more.
  least=0
  for a in $(readelf -lW "$so" | awk '$1 == "LOAD" { print $NF }'); do
    a=$((16#${a#0x}))
    if [ "$least" -eq 0 ] || [ "$a" -lt "$least" ]; then least=$a; fi
  done
  if [ "$least" -lt 16384 ]; then
    echo "${so#"$dir"/}: LOAD segments aligned to $least bytes, want 16384 (16 KB pages)" >&2
    bad=1
  fi
done < <(find "$dir" -path '*/lib/arm64-v8a/*.so' -o -path '*/lib/x86_64/*.so' | sort)
[ "$found" -gt 0 ] || { echo "page-size-check.sh: no 64-bit native library (lib/arm64-v8a, lib/x86_64) in $bundle" >&2; exit 1; }
[ "$bad" -eq 0 ] || exit 1
echo "page-size-check.sh: $found 64-bit native libraries, each aligned for 16 KB pages"
