package com.ropeman.app.ads;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import com.ropeman.app.BuildConfig;
import com.ropeman.game.mobile.EbitenView;
import com.ropeman.game.mobile.Mobile;

/**
 * Runs the real AdBridge, DebugRewardedAdapter and the network adapters
 * on a plain JVM against the stubs of EbitenView and Mobile, on a virtual
 * main thread: the bridge passes every call through, unchanged and at
 * once, and each adapter reports what its SDK did. What Go decides from
 * those reports (the cover, the watchdog, exactly one terminal event) is
 * tested in Go: mobile/stage. Here the checks play Go's part by hand.
 * Exits 1 on any failure. Run by mobile/bindtest (go test), which
 * compiles it with javac.
 */
public final class AdBridgeCheck {
    static final long ID = 4242424242L;
    static int passed, failed;

    /** A main thread with a virtual clock: tasks run in time order, by hand. */
    static final class VirtualMainThread implements MainThread {
        static final class Task {
            final long at, seq;
            final Runnable r;

            Task(long at, long seq, Runnable r) {
                this.at = at;
                this.seq = seq;
                this.r = r;
            }
        }

        long now, seq;
        final List<Task> tasks = new ArrayList<>();
        /** The threads background work ran on. */
        final List<Thread> backgroundThreads = new ArrayList<>();

        @Override
        public void post(Runnable r) {
            postDelayed(r, 0);
        }

        @Override
        public void postDelayed(Runnable r, long delayMillis) {
            tasks.add(new Task(now + delayMillis, seq++, r));
        }

        @Override
        public void cancel(Runnable r) {
            tasks.removeIf(t -> t.r == r);
        }

        /**
         * A real thread of its own, waited for (join orders what it posts
         * before what the main thread does next).
         */
        @Override
        public void background(Runnable r) {
            Thread t = new Thread(r, "background");
            backgroundThreads.add(t);
            t.start();
            try {
                t.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public long now() {
            return now;
        }

        void runFor(long ms) {
            long end = now + ms;
            while (true) {
                Task next = null;
                for (Task t : tasks) {
                    if (t.at <= end && (next == null || t.at < next.at || (t.at == next.at && t.seq < next.seq))) {
                        next = t;
                    }
                }
                if (next == null) {
                    break;
                }
                tasks.remove(next);
                now = Math.max(now, next.at);
                next.r.run();
            }
            now = end;
        }
    }

    /** One app: its game view, a bridge with an adapter, the SDK started as Go starts it. */
    static final class Rig {
        final VirtualMainThread main = new VirtualMainThread();
        final EbitenView view = new EbitenView(null);
        final AdBridge bridge;

        Rig(Function<MainThread, RewardedAdapter> adapter) {
            Mobile.calls.clear();
            Mobile.messages.clear();
            bridge = new AdBridge(main).attach(adapter.apply(main), view);
            bridge.startSDK();
            main.runFor(0);
        }

        /** Go's ShowAd, on the main thread. */
        void show() {
            bridge.showAd("revive", ID, "user-1", "nonce");
            main.runFor(0);
        }

        int count(String call) {
            return (int) Mobile.calls.stream().filter(call::equals).count();
        }

        /** The first terminal event the adapter reported for show ID, or "". */
        String terminal() {
            return Mobile.calls.stream().filter(c -> c.equals("adClosed " + ID) || c.startsWith("adShowFailed " + ID + " "))
                    .findFirst().orElse("");
        }
    }

    static void check(String name, boolean ok, Object detail) {
        if (ok) {
            passed++;
            return;
        }
        failed++;
        System.out.println("FAIL " + name + ": " + detail);
    }

    /** The adapter ended show ID with terminal (the first such report; Go keeps that one). */
    static void checkEnded(String name, Rig r, String terminal) {
        check(name + ": the show ends with " + terminal, r.terminal().equals(terminal), Mobile.calls);
    }

    /** What throws, in a call from Go: gobind hands Go the exception as an error. */
    static boolean throwsToGo(Runnable r) {
        try {
            r.run();
            return false;
        } catch (RuntimeException e) {
            return true;
        }
    }

    /** A scripted adapter: records what the bridge passes it. */
    static final class Scripted implements RewardedAdapter {
        String network = "scripted";

        @Override
        public String network() {
            return network;
        }

        AdEvents events;
        final List<String> calls = new ArrayList<>();
        boolean opensActivity = true;

        @Override
        public void start(AdEvents events) {
            this.events = events;
            calls.add("start");
        }

        @Override
        public void load(String placement) {
            throw new IllegalStateException("the SDK is not set up");
        }

        @Override
        public void show(String placement, long requestId, String userId, String customData) {
            calls.add("show " + placement + " " + requestId + " " + userId + " " + customData);
        }

        @Override
        public void cancel(long requestId) {
            calls.add("cancel " + requestId);
        }

        @Override
        public void showPrivacyOptions() {
            calls.add("privacy");
        }

        @Override
        public boolean opensActivity() {
            return opensActivity;
        }
    }

    /**
     * Every call Go makes reaches the adapter or the view as it was made;
     * what the adapter throws goes back to Go; wake posts Go's AdWake to
     * the main thread, never runs it in the caller's.
     */
    static void passesThrough() {
        Scripted ad = new Scripted();
        Rig r = new Rig(main -> ad);
        r.show();
        r.bridge.cancelAd(ID);
        r.bridge.showPrivacyOptions();
        check("Go's calls reach the adapter", ad.calls.equals(Arrays.asList("start", "show revive " + ID + " user-1 nonce", "cancel " + ID, "privacy")), ad.calls);
        check("a load that throws goes back to Go", throwsToGo(() -> r.bridge.loadAd("revive")), "no exception");
        boolean opens = r.bridge.adOpensActivity();
        ad.opensActivity = false;
        check("whether the ad opens an Activity is the adapter's word", opens && !r.bridge.adOpensActivity(), "");
        r.bridge.suspendGame();
        r.bridge.saveGPUResources();
        r.view.savingPolls = 1;
        boolean first = r.bridge.gpuResourcesSaved(), second = r.bridge.gpuResourcesSaved();
        r.bridge.resumeGame();
        check("Go's view calls reach the view", r.view.calls.equals(Arrays.asList("suspendGame", "saveGPUResources", "resumeGame")) && !first && second, r.view.calls);
        check("nothing is presented over an Android view", r.bridge.screensOverGame() == 0, "");

        Thread sdk = new Thread(r.bridge::wake, "an SDK thread");
        sdk.start();
        join(sdk);
        check("wake does not run Go in the caller's thread", r.count("adWake on an SDK thread") == 0 && Mobile.calls.stream().noneMatch(c -> c.startsWith("adWake")), Mobile.calls);
        r.main.runFor(0);
        check("wake runs Go's AdWake on the main thread", r.count("adWake on " + Thread.currentThread().getName()) == 1, Mobile.calls);
    }

    /** The adapter's events reach Go at once, from whichever thread, null texts as "". */
    static void forwardsEvents() {
        Scripted ad = new Scripted();
        Rig r = new Rig(main -> ad);
        Thread sdk = new Thread(() -> {
            ad.events.consent(true, false);
            ad.events.loaded("revive");
            ad.events.loadFailed("triple_coins", Mobile.ReasonNoFill, null);
            ad.events.expired("revive");
            ad.events.opened(ID);
            ad.events.rewarded(ID, null, 1);
            ad.events.showFailed(ID, Mobile.ReasonInternal, null);
            ad.events.closed(ID);
        }, "an SDK thread");
        sdk.start();
        join(sdk);
        check("every event reaches Go as reported, without waiting for the main thread", Mobile.calls.equals(Arrays.asList(
                "adConsent true false", "adLoaded revive", "adLoadFailed triple_coins " + Mobile.ReasonNoFill, "adExpired revive",
                "adOpened " + ID, "adRewarded " + ID, "adShowFailed " + ID + " " + Mobile.ReasonInternal, "adClosed " + ID)), Mobile.calls);
        check("null texts reach Go as empty strings", Mobile.messages.equals(Arrays.asList("", "")), Mobile.messages);
    }

    static void join(Thread t) {
        try {
            t.join();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** What the real DebugRewardedAdapter reports for each behaviour, and when. */
    static void debugAdapter(DebugRewardedAdapter.Behaviour b, String terminal, boolean reward, long endsAt) {
        String name = "debug adapter, " + b;
        Rig r = new Rig(main -> new DebugRewardedAdapter(main, b));
        check(name + ": opens no Activity (Go then only suspends the view)", !r.bridge.adOpensActivity(), "");
        boolean threw = throwsToGo(r::show);
        if (b == DebugRewardedAdapter.Behaviour.THROW_ON_SHOW) {
            check(name + ": the throw goes back to Go", threw, Mobile.calls);
            return;
        }
        if (endsAt > 0) {
            r.main.runFor(endsAt - 1);
            check(name + ": nothing ends it before " + endsAt + " ms", r.terminal().isEmpty(), Mobile.calls);
        }
        r.main.runFor(1);
        checkEnded(name, r, terminal);
        r.main.runFor(10 * DebugRewardedAdapter.PLAY_MS);
        check(name + ": reward " + (reward ? "reported once" : "absent"), r.count("adRewarded " + ID) == (reward ? 1 : 0), Mobile.calls);
    }

    static void silentDebugAdapter(DebugRewardedAdapter.Behaviour b, boolean opens) {
        String name = "debug adapter, " + b;
        Rig r = new Rig(main -> new DebugRewardedAdapter(main, b));
        r.show();
        r.main.runFor(10 * DebugRewardedAdapter.PLAY_MS);
        check(name + ": " + (opens ? "opened, then nothing (Go's watchdog closes it)" : "nothing at all (Go's watchdog fails it)"),
                r.count("adOpened " + ID) == (opens ? 1 : 0) && r.terminal().isEmpty(), Mobile.calls);
    }

    static void loads() {
        Rig r = new Rig(main -> new DebugRewardedAdapter(main, DebugRewardedAdapter.Behaviour.NO_FILL));
        r.bridge.loadAd("revive");
        r.main.runFor(1_000);
        check("debug no fill", r.count("adLoadFailed revive " + Mobile.ReasonNoFill) == 1, Mobile.calls);
        r = new Rig(main -> new DebugRewardedAdapter(main, DebugRewardedAdapter.Behaviour.REWARD_THEN_CLOSE));
        r.bridge.loadAd("triple_coins");
        r.main.runFor(1_000);
        check("debug load fills", r.count("adLoaded triple_coins") == 1, Mobile.calls);
    }

    /**
     * In a release build (BuildConfig.DEBUG false, read by the adapter and
     * the bridge themselves: nobody passes it in) the debug adapter pays
     * nothing, no consent to load, no show, and the bridge tells Go it is
     * no debug build (Go then refuses the simulated ads).
     */
    static void debugRefusedInRelease() {
        BuildConfig.DEBUG = false;
        Rig r = new Rig(main -> new DebugRewardedAdapter(main, DebugRewardedAdapter.Behaviour.REWARD_THEN_CLOSE));
        check("release: the bridge says it is no debug build", !r.bridge.debugBuild(), "debugBuild true");
        check("release debug adapter: no ads may be requested", r.count("adConsent false false") == 1, Mobile.calls);
        r.bridge.loadAd("revive");
        r.main.runFor(1_000);
        check("release debug adapter: loads fail", r.count("adLoadFailed revive " + Mobile.ReasonNotReady) == 1, Mobile.calls);
        r.show();
        r.main.runFor(DebugRewardedAdapter.PLAY_MS * 2);
        checkEnded("release debug adapter", r, "adShowFailed " + ID + " " + Mobile.ReasonNotReady);
        check("release debug adapter: no reward", r.count("adRewarded " + ID) == 0, Mobile.calls);
        BuildConfig.DEBUG = true;
        check("debug: the bridge says so", r.bridge.debugBuild(), "debugBuild false");
        r = new Rig(main -> new DebugRewardedAdapter(main, DebugRewardedAdapter.Behaviour.PRIVACY_REGION));
        r.bridge.showPrivacyOptions();
        r.main.runFor(0);
        check("debug adapter in a privacy region: consent twice, privacy options required", r.count("adConsent true true") == 2, Mobile.calls);
    }

    /** Scripted adapters named for a network. */
    static Scripted named(String network) {
        Scripted a = new Scripted();
        a.network = network;
        return a;
    }

    /**
     * An app that registers two networks: Go reads them, moves the ads onto
     * the other (its SDK started next, the calls going to it), is refused
     * a network the app has none for, and a recreated activity keeps the
     * network in use.
     */
    static void networks() {
        Scripted max = named("max"), levelPlay = named("levelplay");
        AdBridge bridge = new AdBridge(new VirtualMainThread()).attach(max, new EbitenView(null), levelPlay);
        check("networks: every network the app registers, the first in use", "max,levelplay".equals(bridge.networks()) && "max".equals(bridge.network()), bridge.networks());
        bridge.useNetwork("levelplay");
        bridge.startSDK();
        bridge.showAd("revive", ID, "user-1", "nonce");
        check("networks: after useNetwork the calls go to the other adapter",
                "levelplay".equals(bridge.network()) && levelPlay.calls.contains("start") && levelPlay.calls.contains("show revive " + ID + " user-1 nonce") && max.calls.isEmpty(),
                max.calls + " " + levelPlay.calls);
        check("networks: a network the app has no adapter for is refused", throwsToGo(() -> bridge.useNetwork("admob")) && "levelplay".equals(bridge.network()), bridge.network());
        Scripted max2 = named("max"), levelPlay2 = named("levelplay");
        bridge.attach(max2, new EbitenView(null), levelPlay2);
        check("networks: a recreated activity keeps the network in use", "levelplay".equals(bridge.network()), bridge.network());
        bridge.attach(named("admob"), new EbitenView(null));
        check("networks: an app that no longer has it takes its first", "admob".equals(bridge.network()) && "admob".equals(bridge.networks()), bridge.networks());
    }

    public static void main(String[] args) {
        long play = DebugRewardedAdapter.PLAY_MS;
        passesThrough();
        forwardsEvents();
        debugAdapter(DebugRewardedAdapter.Behaviour.REWARD_THEN_CLOSE, "adClosed " + ID, true, play);
        debugAdapter(DebugRewardedAdapter.Behaviour.REWARD_AFTER_CLOSE, "adClosed " + ID, true, play);
        debugAdapter(DebugRewardedAdapter.Behaviour.CLOSE_EARLY, "adClosed " + ID, false, DebugRewardedAdapter.EARLY_CLOSE_MS);
        debugAdapter(DebugRewardedAdapter.Behaviour.FAIL_SHOW, "adShowFailed " + ID + " " + Mobile.ReasonInternal, false, 0);
        debugAdapter(DebugRewardedAdapter.Behaviour.THROW_ON_SHOW, "", false, 0);
        silentDebugAdapter(DebugRewardedAdapter.Behaviour.NEVER_ANSWER, false);
        silentDebugAdapter(DebugRewardedAdapter.Behaviour.NEVER_CLOSE, true);
        loads();
        debugRefusedInRelease();
        networks();
        report("AdBridgeCheck");
    }

    /** Says how many checks passed and exits 1 if any failed. */
    static void report(String name) {
        System.out.println(name + ": " + passed + " checks passed, " + failed + " failed");
        System.exit(failed == 0 ? 0 : 1);
    }
}
