#!/usr/bin/env bash
# Rope-Man Run 3D: build, run and check the game. Every target first installs
# what this machine lacks (Debian packages through apt-get when run as root,
# the Go toolchain from the Go module proxy); otherwise it prints the command.
#
#   ./build.sh run      play on the desktop (flags after it go to the game)
#   ./build.sh test     every check: gofmt, go vet, unit tests (-race),
#                       the smoke test under Xvfb, the browser test in Chromium,
#                       the server's tests on SQLite and on a PostgreSQL it starts
#   ./build.sh web      build the browser version and serve it on 127.0.0.1:8080
#   ./build.sh bench    benchmarks (go test -bench -benchmem)
#   ./build.sh server   the publisher's server: the level of the day's leaderboard
#                       and the reward callbacks on 127.0.0.1:8090, in ropeman.db
#                       (flags after it go to the server: -db postgres://… -addr …)
#   ./build.sh mutate PKG...  mutation testing of the packages (go-gremlins)
#   ./build.sh fuzz [T] the fuzz targets for what players and publishers
#                       hand the game (levels, tuning, saves) and an ad
#                       show's life on a phone, T each (5m)
#   ./build.sh android  the Android app: bind the Go game to an .aar, then Gradle
#                       (a debug APK; with "release" the signed app bundle)
#   ./build.sh ios      the iOS app: bind to an .xcframework, then Xcode 26 (macOS)
#                       ("release": the Release configuration; "test": the
#                       Swift ad code's XCTests on an iPhone simulator)
#                       (either with "release": first refuse the debug ad
#                       adapter, simulated ads and placeholder ids, see
#                       mobile/release-check.sh; the release builds run it too)
#   ./build.sh deps     only install what the targets need
set -euo pipefail
cd "$(dirname "$0")"

say() { printf '\033[1m==> [%dm%02ds] %s\033[0m\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*" >&2; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }

# --- Debian packages --------------------------------------------------------

# What the desktop game needs at run time (Ebitengine on Linux is cgo-free
# but loads libGL and the X11 libraries, and ALSA for sound).
RUN_PKGS=(libgl1 libgl1-mesa-dri libx11-6 libxcursor1 libxext6 libxi6 libxinerama1 libxrandr2 libxrender1)
# What the checks need on top: an X server, a browser, a C compiler for -race,
# qemu to run the simulation's tests as arm64 (phones), and curl/unzip to
# fetch the Go toolchain where Debian's is too old.
TEST_PKGS=(xvfb xauth chromium gcc libc6-dev qemu-user-static postgresql)
# javac compiles the generated Java bindings with our ad bridge; any JDK >= 8
# does, so Debian's default is installed only when the machine has none.
JDK_PKG=default-jdk-headless
BASE_PKGS=(ca-certificates curl unzip git)

asound_pkg() { # Debian 13 renamed libasound2
  if apt-cache show libasound2t64 >/dev/null 2>&1; then echo libasound2t64; else echo libasound2; fi
}

apt_updated=""
need_pkgs() {
  command -v dpkg-query >/dev/null || { say "not a Debian system: make sure these are installed: $*"; return; }
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return
  if [ "$(id -u)" -ne 0 ]; then
    die "missing packages; run: sudo apt-get update && sudo apt-get install -y ${missing[*]}"
  fi
  say "installing ${missing[*]}"
  if [ -z "$apt_updated" ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# --- Go ---------------------------------------------------------------------

GO_WANT=1.26.8 # the toolchain fetched when the machine has no recent Go
TOOLCHAIN_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/ropeman/go$GO_WANT"

go_ok() { # go 1.21+ fetches the go.mod toolchain by itself
  command -v go >/dev/null || return 1
  local v; v=$(go env GOVERSION 2>/dev/null | sed 's/^go//') || return 1
  [ "$(printf '%s\n1.21\n' "${v%%[a-z]*}" | sort -V | head -1)" = "1.21" ]
}

need_go() {
  if [ -x "$TOOLCHAIN_DIR/bin/go" ]; then export PATH="$TOOLCHAIN_DIR/bin:$PATH"; fi
  go_ok && return
  need_pkgs "${BASE_PKGS[@]}"
  local arch; arch=$(dpkg --print-architecture 2>/dev/null || uname -m)
  case "$arch" in x86_64) arch=amd64 ;; aarch64) arch=arm64 ;; esac
  local proxy="${GOPROXY:-https://proxy.golang.org}"; proxy="${proxy%%,*}"
  local url="$proxy/golang.org/toolchain/@v/v0.0.1-go$GO_WANT.linux-$arch.zip"
  say "fetching Go $GO_WANT from the Go module proxy ($url)"
  local tmp; tmp=$(mktemp -d)
  curl -fsSL "$url" -o "$tmp/go.zip" || die "could not download Go; install Go >= 1.26 (what go.mod needs) from https://go.dev/dl"
  unzip -q "$tmp/go.zip" -d "$tmp"
  mkdir -p "$(dirname "$TOOLCHAIN_DIR")"
  rm -rf "$TOOLCHAIN_DIR"
  mv "$tmp/golang.org/toolchain@v0.0.1-go$GO_WANT.linux-$arch" "$TOOLCHAIN_DIR"
  chmod +x "$TOOLCHAIN_DIR"/bin/* "$TOOLCHAIN_DIR"/pkg/tool/*/* 2>/dev/null || true
  rm -rf "$tmp"
  export PATH="$TOOLCHAIN_DIR/bin:$PATH"
  go_ok || die "Go $GO_WANT did not install"
}

deps_run() { need_pkgs "${RUN_PKGS[@]}" "$(asound_pkg)"; need_go; }
deps_test() {
  need_pkgs "${RUN_PKGS[@]}" "$(asound_pkg)" "${TEST_PKGS[@]}"
  command -v javac >/dev/null || need_pkgs "$JDK_PKG"
  command -v node >/dev/null || need_pkgs nodejs # runs the wasm build of the save tests
  need_go
}

# --- headless display and sound ---------------------------------------------

XVFB_PID=""
PG_STOP=()
PG_DIR=""
cleanup() {
  [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
  [ ${#PG_STOP[@]} -eq 0 ] || "${PG_STOP[@]}" >/dev/null 2>&1 || true
  [ -z "$PG_DIR" ] || rm -rf "$PG_DIR"
}
trap cleanup EXIT

# start_xvfb gives the checks a private X server (Ebitengine's own CI does
# the same) and points ALSA at a null device, so a machine with no screen
# and no sound card runs the real game.
start_xvfb() {
  local n=99
  while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
  Xvfb ":$n" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
  XVFB_PID=$!
  for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
  [ -e "/tmp/.X11-unix/X$n" ] || die "Xvfb did not start on :$n"
  export DISPLAY=":$n"
  local alsa; alsa=$(mktemp); echo 'pcm.!default { type null }' >"$alsa"
  export ALSA_CONFIG_PATH="$alsa"
}

# start_postgres starts a throwaway PostgreSQL server (Debian's package)
# in a temporary directory, listening only on a Unix socket there, and
# points the leaderboard server's tests at it (ROPEMAN_POSTGRES). The
# server refuses to run as root: as root it runs as the package's
# postgres user.
start_postgres() {
  local bin; bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [ -n "$bin" ] && [ -x "$bin/initdb" ] || die "no PostgreSQL server (Debian: apt-get install postgresql)"
  local dir; dir=$(mktemp -d /tmp/ropeman-pg.XXXXXX)
  PG_DIR=$dir
  local as=()
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; as=(runuser -u postgres --); fi
  "${as[@]}" "$bin/initdb" -D "$dir/data" -A trust -U ropeman >/dev/null || die "initdb failed"
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-k $dir -c listen_addresses=''" start >/dev/null ||
    die "PostgreSQL did not start: $(tail -5 "$dir/log")"
  PG_STOP=("${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop)
  export ROPEMAN_POSTGRES="postgres:///postgres?host=$dir&user=ropeman"
}

# --- targets ----------------------------------------------------------------

cmd_run() {
  deps_run
  [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || die "no display to open a window on; try ./build.sh web and open http://127.0.0.1:8080"
  go run . "$@"
}

cmd_test() {
  deps_test
  say "gofmt"
  local bad; bad=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
  [ -z "$bad" ] || die "gofmt would change: $bad"
  say "go vet (desktop and browser)"
  go vet ./...
  GOOS=js GOARCH=wasm go vet $(GOOS=js GOARCH=wasm go list -deps . | grep '^ropeman')
  start_xvfb
  start_postgres
  # Every test runs here: one that would skip for want of something (a
  # display, Chromium, javac) fails instead (see game/needs).
  export ROPEMAN_NO_SKIP=1
  # Every go test line has a -timeout sized for a loaded 2-core machine:
  # several times what each takes here, far below CI's limit, so a hang
  # fails with its stacks instead of running out the clock.
  # Whole levels played by the bot, frame after frame: single-threaded
  # simulation, eight times slower under -race, run with the curve instead.
  local wholeLevels='TestNoFrameAllocatesButTheStages|TestSkillDecidesTheBoss|TestNoLevelIsAWallOfOneCause|TestBotFinishesEveryLevel|TestBotPlaysTheShippedLevels|TestGeneratedKeysLieOnHisWay|TestRunHashesAcrossMachines|TestHazardsAheadAreNotHiddenByHim|TestDrawingNeverChangesTheRun'
  # The bots playing for the publisher: the dashboard's database filled by
  # them, a tuning override checked by them.
  local botsPlay='TestTheDashboardCountsWhatTheBotsDid|TestTheBotsRefuse|TestTheBotsApprove'
  say "unit tests (-race), bindings (gobind + javac)"
  go test -race -timeout 15m -skip "TestSmoke|TestScreens|TestBrowser|TestGeneratedUpToTheMaximum|TestTheEconomyOverAHundredLevels|TestTickBudget|TestFrameBudget|$wholeLevels|$botsPlay" ./...
  say "difficulty, drawing order, the economy, the tick and frame budgets of every level, the bots' whole levels (boss fights, every level finished, no level a wall of one cause, run hashes, hazards in view, drawing never changing a run), generated levels up to the last, the dashboard's database filled by the bots and the bots' check of a tuning override (not under -race: hundreds of runs and frames)"
  go test -count=1 -timeout 15m -v -run "TestDifficultyCurve|TestPaintersOrder|TestGeneratedUpToTheMaximum|TestTheEconomyOverAHundredLevels|TestTickBudget|TestFrameBudget|$wholeLevels|$botsPlay" ./game/world ./game/scene ./game/flow ./game/lab ./game/rules ./game/server ./game/server/cmd/ropeman-tune 2>&1 | grep -v '^=== RUN'
  say "browser storage, reward checks and requests (the save package, ads/confirm and game/fetch built for wasm, run under Node: stand-in localStorage, real fetch)"
  GOOS=js GOARCH=wasm go test -timeout 5m -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./game/save ./ads/confirm ./game/fetch
  say "fuzzing what the game reads (levels, tuning, saves) and an ad show's life, briefly: ./build.sh fuzz runs them long"
  fuzz_all "${ROPEMAN_FUZZTIME:-20000x}" 0 10m
  say "same bits on every machine: the simulation as arm64 (qemu) and as amd64 with FMA"
  check_no_fma
  GOARCH=arm64 go test -count=1 -timeout 15m -exec qemu-aarch64-static -run 'RunHashes|DetMath' ./game/world ./camera/maths
  if grep -qw fma /proc/cpuinfo && grep -qw avx2 /proc/cpuinfo; then
    GOAMD64=v3 go test -count=1 -timeout 5m -run 'RunHashes|DetMath' ./game/world ./camera/maths
  else
    say "this CPU has no FMA: the GOAMD64=v3 run is skipped"
  fi
  say "smoke and screens tests (the real game under Xvfb) and browser test (wasm in headless Chromium)"
  # -count=1: these build the game themselves, which go test's cache cannot
  # see. Not under -race: the game runs as players get it, dozens of times.
  # The screens test alone takes 8-14 min here (38 runs of the game), hence
  # the longer timeout.
  go test -count=1 -timeout 25m -v -run 'TestSmoke|TestScreens|TestBrowser' . ./game/web 2>&1 | grep -v '^=== RUN'
}

# check_no_fma fails if the arm64 build of the simulation (world, player,
# rope and the geometry they use) fuses any x*y+z into one instruction: a
# fused result differs in its last bits from amd64's, and replays would
# drift apart. Write float32(x*y) + z where a product feeds a sum.
check_no_fma() {
  local bin; bin=$(mktemp)
  GOARCH=arm64 go test -c -o "$bin" ./game/world
  local fused
  fused=$(go tool objdump "$bin" | awk '/^TEXT /{fn=$2} /FMADD|FMSUB|FNMADD|FNMSUB/{print fn, $1}' |
    grep -E '^ropeman/(rope|player|game/world|camera/maths)\.' | grep -v '\.Test' | sort -u || true)
  rm -f "$bin"
  [ -z "$fused" ] || die "fused multiply-adds in the simulation's arm64 code (round the product: float32(x*y) + z):
$fused"
}

# The fuzz targets: the level parser, the tuning tables and the save
# decoder, each with a seed corpus of the shipped files, and an ad show's
# life on a phone (any order of SDK callbacks, lifecycle and time). A
# failing input is written to the package's testdata/fuzz, where it then
# runs with the unit tests.
FUZZ_TARGETS=("FuzzParseLevel ./game/world" "FuzzTuning ./game" "FuzzDecode ./game/save" "FuzzTheStage ./mobile/stage")

# fuzz_all BUDGET [MINIMISE [TIMEOUT]] fuzzes every target. A budget is
# a duration (5m) or a count of runs (20000x). The tests use a count: Go
# 1.26's fuzzing can fail a run whose -fuzztime deadline lands while a
# worker is busy (go.dev/issue/75804, fixed in Go 1.27). They also
# minimise nothing (0): Go's minimisation of an input that found new
# coverage can hang its worker (go.dev/issue/48820, 52569; seen here in
# FuzzTheStage, a worker at 100 % of a core for 8 minutes while the input
# itself runs in 45 ms), and a brief run needs the crash, not its
# smallest form. A long run (./build.sh fuzz) minimises for 200 runs. The
# timeout bounds each target's whole run (0: none).
fuzz_all() {
  local time=$1 minimise=${2:-200x} timeout=${3:-0} t
  for t in "${FUZZ_TARGETS[@]}"; do
    set -- $t
    go test -run '^$' -fuzz "^$1\$" -fuzztime "$time" -fuzzminimizetime "$minimise" -timeout "$timeout" "$2"
  done
}

cmd_fuzz() {
  need_go
  fuzz_all "${1:-5m}"
}

cmd_web() {
  need_go
  go run ./game/web/serve -dir out/web -addr "${ADDR:-127.0.0.1:8080}"
}

# Mutation testing: go-gremlins changes the code one operator at a time
# (a < made <=, a + made -, a condition negated...) and runs the package's
# tests against each change; a change no test fails "lived". Each PKG is
# a package directory, or DIR:FILE,FILE to change only those files of it.
# The tests run with -short (the runs of every level are left out: they
# would fail on any change of the simulation without saying what a player
# sees, at 20 s a change) and -count=1 (gremlins times each change's run
# against its first, uncached one).
GREMLINS=github.com/go-gremlins/gremlins/cmd/gremlins@v0.6.0

cmd_mutate() {
  need_go
  [ $# -gt 0 ] || die "usage: ./build.sh mutate PKG... (a package directory like ./game/save, or ./game/world:runway.go,boss.go for some of its files)"
  local bin="${XDG_CACHE_HOME:-$HOME/.cache}/ropeman/bin"
  [ -x "$bin/gremlins" ] || { say "installing $GREMLINS"; GOBIN="$bin" GOFLAGS=-mod=mod go install "$GREMLINS"; }
  local arg dir files f
  for arg in "$@"; do
    dir=${arg%%:*}
    local only=()
    if [ "$arg" != "$dir" ]; then
      files=${arg#*:}
      for f in "$dir"/*.go; do
        case ",$files," in *",$(basename "$f"),"*) ;; *) only+=(--exclude-files "(^|/)$(basename "$f")\$") ;; esac
      done
    fi
    say "mutating $arg"
    GOFLAGS="-short -count=1" "$bin/gremlins" unleash --workers "${ROPEMAN_MUTATE_WORKERS:-2}" --timeout-coefficient 10 \
      --output "${ROPEMAN_MUTATE_OUT:-/dev/null}" "${only[@]}" "$dir"
  done
}

cmd_server() {
  need_go
  go run ./game/server/cmd/ropeman-server "$@"
}

cmd_bench() {
  need_go
  go test -run '^$' -timeout 30m -bench . -benchmem ./...
}

JAVA_PKG=com.ropeman.game # the Java package of the bindings (see mobile/android)

# The NDK the game binds with (r28: known good with Ebitengine v2.10 and
# 16 KB pages); the Android workflow installs the same.
NDK_VERSION=28.2.13676358

# The upload key that signs a release bundle for Google Play (Play App
# Signing): app/build.gradle reads these, never the repository.
# The Gradle the app builds with, by its wrapper: the version, the SHA-256
# of its distribution (the wrapper refuses any other download) and of its
# wrapper jar, both from gradle.org/release-checksums. The wrapper is made
# on first use from a Gradle on PATH (the jar cannot be fetched where this
# repository is built), then remade by itself, so the jar is 8.13's.
GRADLE_VERSION=8.13
GRADLE_SHA256=20f1b1176237254a6fc204d8434196fa11a4cfb387567519c61556e8710aed78
GRADLE_WRAPPER_JAR_SHA256=81a82aaea5abcc8ff68b3dfcb58b3c3c429378efd98e7433460610fecd7ae45f
UPLOAD_KEY_ENV=(ROPEMAN_UPLOAD_KEYSTORE ROPEMAN_UPLOAD_KEYSTORE_PASSWORD ROPEMAN_UPLOAD_KEY_ALIAS ROPEMAN_UPLOAD_KEY_PASSWORD)

cmd_android() {
  local release=${1:-}
  if [ "$release" = release ]; then
    bash mobile/release-check.sh android
    local missing=() v
    for v in "${UPLOAD_KEY_ENV[@]}"; do [ -n "${!v:-}" ] || missing+=("$v"); done
    [ ${#missing[@]} -eq 0 ] || die "a release is an app bundle signed with your upload key: set ${missing[*]}
  (docs/publishers/stores.md: Signing a release; keytool -genkeypair makes a key, Play App Signing keeps the app's own)"
    [ -f "$ROPEMAN_UPLOAD_KEYSTORE" ] || die "ROPEMAN_UPLOAD_KEYSTORE=$ROPEMAN_UPLOAD_KEYSTORE: no such keystore file"
  fi
  need_go
  local sdk="${ANDROID_HOME:-${ANDROID_SDK_ROOT:-$HOME/Android/Sdk}}"
  [ -d "$sdk/platforms" ] || die "no Android SDK at $sdk.
  Install Android Studio (or the command-line tools), then set ANDROID_HOME and add
  the platform the app targets and an NDK:  sdkmanager 'platforms;android-36' 'ndk;$NDK_VERSION'
  (NDK r28 is known good with Ebitengine v2.10; Java 17 runs Gradle)."
  # The pinned NDK when it is there, whatever ANDROID_NDK_HOME says (a
  # hosted runner's names its own default); else the one it names.
  if [ -d "$sdk/ndk/$NDK_VERSION" ]; then
    export ANDROID_NDK_HOME="$sdk/ndk/$NDK_VERSION"
  elif [ -z "${ANDROID_NDK_HOME:-}" ]; then
    die "no NDK $NDK_VERSION in $sdk/ndk: sdkmanager 'ndk;$NDK_VERSION' (or set ANDROID_NDK_HOME to another)"
  fi
  say "the NDK: $ANDROID_NDK_HOME"
  say "binding the game: mobile/android/ropeman/ropeman.aar"
  # -androidapi is the app's minSdk (app/build.gradle; a test keeps them equal).
  ANDROID_HOME="$sdk" go tool ebitenmobile bind -target android -androidapi 24 \
    -javapkg "$JAVA_PKG" -o mobile/android/ropeman/ropeman.aar ./mobile
  # Debug: an APK to install (adb install). Release: the app bundle Google
  # Play takes, signed with the upload key (Gradle's release variant runs
  # the release check and the key check again itself).
  local task=assembleDebug out=apk/debug/app-debug.apk
  [ "$release" != release ] || { task=bundleRelease; out=bundle/release/app-release.aab; }
  if [ ! -x mobile/android/gradlew ] && ! command -v gradle >/dev/null; then
    say "the .aar is ready; build the app by opening mobile/android in Android Studio,
    or put Gradle (any 8.x) on PATH and run ./build.sh android again: it makes the
    Gradle $GRADLE_VERSION wrapper and builds $task (app/build/outputs/$out)"
    return
  fi
  gradle_wrapper
  say "building the app with Gradle $GRADLE_VERSION ($task)"
  mobile/android/gradlew -p mobile/android "$task"
  say "app: mobile/android/app/build/outputs/$out"
}

# gradle_wrapper makes mobile/android's Gradle wrapper if it is missing and
# checks that it is Gradle $GRADLE_VERSION's, its download pinned.
gradle_wrapper() {
  local args=(wrapper --gradle-version "$GRADLE_VERSION" --distribution-type bin --gradle-distribution-sha256-sum "$GRADLE_SHA256")
  if [ ! -x mobile/android/gradlew ]; then
    say "making the Gradle $GRADLE_VERSION wrapper (the distribution's SHA-256 pinned)"
    gradle -p mobile/android "${args[@]}"
    mobile/android/gradlew -p mobile/android "${args[@]}" # now the jar is $GRADLE_VERSION's own
  fi
  local jar
  jar=$(sha256sum mobile/android/gradle/wrapper/gradle-wrapper.jar | cut -d' ' -f1)
  [ "$jar" = "$GRADLE_WRAPPER_JAR_SHA256" ] || die "mobile/android/gradle/wrapper/gradle-wrapper.jar is not Gradle $GRADLE_VERSION's wrapper (SHA-256 $jar);
  delete mobile/android/gradlew and the jar, and run ./build.sh android again"
  grep -q "^distributionSha256Sum=$GRADLE_SHA256\$" mobile/android/gradle/wrapper/gradle-wrapper.properties ||
    die "mobile/android/gradle/wrapper/gradle-wrapper.properties does not pin Gradle $GRADLE_VERSION's SHA-256"
}

cmd_ios() {
  local release=${1:-}
  [ "$release" != release ] || bash mobile/release-check.sh ios
  need_go
  [ "$(uname -s)" = Darwin ] || die "the iOS app builds on macOS with Xcode 26 (App Store uploads need the iOS 26 SDK) and XcodeGen 2.40+ (brew install xcodegen).
  This machine is $(uname -s); run ./build.sh ios on a Mac."
  command -v xcodebuild >/dev/null || die "Xcode not found: install Xcode 26 from the App Store, then: sudo xcode-select -s /Applications/Xcode.app"
  local xcode; xcode=$(xcodebuild -version | sed -n 's/^Xcode \([0-9]*\).*/\1/p')
  [ "${xcode:-0}" -ge 26 ] || die "Xcode ${xcode:-?} found; App Store uploads must be built with Xcode 26 (the iOS 26 SDK)"
  command -v xcodegen >/dev/null || die "XcodeGen not found: brew install xcodegen"
  say "binding the game: mobile/ios/Mobile.xcframework"
  go tool ebitenmobile bind -target ios -o mobile/ios/Mobile.xcframework ./mobile
  (cd mobile/ios && xcodegen generate)
  if [ "$release" = test ]; then
    local sim
    sim=$(xcrun simctl list devices available | sed -n 's/^ *iPhone[^(]*(\([0-9A-F-]\{36\}\)).*/\1/p' | head -n 1)
    [ -n "$sim" ] || die "no iPhone simulator is installed: add one in Xcode (Settings > Components)"
    say "testing the Swift ad code on an iPhone simulator (RopeManTests)"
    xcodebuild -project mobile/ios/RopeMan.xcodeproj -scheme RopeMan -destination "id=$sim" test
    return
  fi
  local config=Debug
  [ "$release" != release ] || config=Release
  say "building for the simulator, $config (open mobile/ios/RopeMan.xcodeproj to sign and archive)"
  xcodebuild -project mobile/ios/RopeMan.xcodeproj -scheme RopeMan -sdk iphonesimulator -configuration "$config" build
}

case "${1:-}" in
  run) shift; cmd_run "$@" ;;
  test) cmd_test ;;
  web) cmd_web ;;
  bench) cmd_bench ;;
  server) shift; cmd_server "$@" ;;
  mutate) shift; cmd_mutate "$@" ;;
  fuzz) cmd_fuzz "${2:-}" ;;
  android) cmd_android "${2:-}" ;;
  ios) cmd_ios "${2:-}" ;;
  deps) deps_test ;;
  *) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 2 ;;
esac
