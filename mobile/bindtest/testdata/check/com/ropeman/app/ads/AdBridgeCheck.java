package com.ropeman.app.ads;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import com.ropeman.app.BuildConfig;
import com.ropeman.game.mobile.EbitenView;
import com.ropeman.game.mobile.Mobile;

/**
 * Runs the real AdBridge, Cover and DebugRewardedAdapter on a plain JVM
 * against the stubs of EbitenView and Mobile, on a virtual main thread:
 * for every way a show can end, the game view is resumed exactly once and
 * Go hears exactly one terminal event. Exits 1 on any failure. Run by
 * mobile/bindtest (go test), which compiles it with javac.
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

    /** One app: a view that has been resumed once, its cover, a bridge. */
    static final class Rig {
        final VirtualMainThread main = new VirtualMainThread();
        final EbitenView view = new EbitenView(null);
        final Cover cover = new Cover(view);
        final AdBridge bridge;

        Rig(Function<MainThread, RewardedAdapter> adapter) {
            Mobile.calls.clear();
            cover.activityResumed(); // the activity's first onResume
            view.calls.clear();
            bridge = new AdBridge(main).attach(adapter.apply(main), cover);
            bridge.startSDK();
            main.runFor(0);
        }

        void show() {
            bridge.showAd("revive", ID, "user-1", "nonce");
            main.runFor(0);
        }

        int count(String call) {
            return (int) Mobile.calls.stream().filter(call::equals).count();
        }

        int terminals() {
            return (int) Mobile.calls.stream()
                    .filter(c -> c.equals("adClosed " + ID) || c.startsWith("adShowFailed " + ID + " ")).count();
        }

        int resumes() {
            return (int) view.calls.stream().filter("resumeGame"::equals).count();
        }

        boolean running() {
            return !view.calls.isEmpty() && view.calls.get(view.calls.size() - 1).equals("resumeGame")
                    && !cover.isCovered();
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

    /** The shared ending: one terminal event, one resume, the game running. */
    static void checkEnded(String name, Rig r, String terminal) {
        check(name + ": exactly one terminal event", r.terminals() == 1, Mobile.calls);
        check(name + ": the terminal event is " + terminal, r.count(terminal) == 1, Mobile.calls);
        check(name + ": view resumed exactly once", r.resumes() == 1, r.view.calls);
        check(name + ": the game runs at the end", r.running(), r.view.calls);
    }

    /** Every behaviour of the real DebugRewardedAdapter, which opens no Activity. */
    static void debugAdapter(DebugRewardedAdapter.Behaviour b, String terminal, boolean reward, long endsAt) {
        String name = "debug adapter, " + b;
        Rig r = new Rig(main -> new DebugRewardedAdapter(main, b));
        r.show();
        if (endsAt > 0) {
            r.main.runFor(endsAt - 1);
            check(name + ": covered until the end", r.cover.isCovered() && r.terminals() == 0 && r.resumes() == 0,
                    Mobile.calls + " " + r.view.calls);
        }
        check(name + ": suspended, GPU resources not saved (no Activity)",
                r.view.calls.equals(Arrays.asList("suspendGame")) || endsAt == 0, r.view.calls);
        r.main.runFor(AdBridge.CLOSE_LIMIT_MS + AdBridge.OPEN_LIMIT_MS + 10_000);
        checkEnded(name, r, terminal);
        check(name + ": reward " + (reward ? "forwarded once" : "absent"),
                r.count("adRewarded " + ID) == (reward ? 1 : 0), Mobile.calls);
    }

    /**
     * A scripted adapter that shows in an Activity of its own, as the real
     * networks do: the test plays the SDK's callbacks and the activity's
     * lifecycle by hand.
     */
    static final class ActivityAd implements RewardedAdapter {
        AdEvents events;
        long shown;
        final List<Long> cancels = new ArrayList<>();

        @Override
        public void start(AdEvents events) {
            this.events = events;
        }

        @Override
        public void cancel(long requestId) {
            cancels.add(requestId);
        }

        @Override
        public void load(String placement) {
            throw new IllegalStateException("the SDK is not set up");
        }

        @Override
        public void show(String placement, long requestId, String userId, String customData) {
            shown = requestId;
        }
    }

    static void activityAd(String name, boolean closeBeforeResume, boolean failBeforeOpen) {
        ActivityAd ad = new ActivityAd();
        Rig r = new Rig(main -> ad);
        r.show();
        check(name + ": GPU resources saved before the Activity", r.view.calls.equals(Arrays.asList("saveGPUResources")), r.view.calls);
        if (failBeforeOpen) {
            ad.events.showFailed(ad.shown, Mobile.ReasonNotReady, "display failed");
            r.main.runFor(0);
            checkEnded(name, r, "adShowFailed " + ID + " " + Mobile.ReasonNotReady);
            return;
        }
        r.cover.activityPaused(); // the ad's Activity takes the screen
        ad.events.opened(ad.shown);
        ad.events.rewarded(ad.shown, "coins", 1);
        r.main.runFor(30_000);
        if (closeBeforeResume) {
            ad.events.closed(ad.shown);
            r.main.runFor(0);
            check(name + ": not resumed while the activity is in the background", r.resumes() == 0, r.view.calls);
            r.cover.activityResumed();
        } else {
            r.cover.activityResumed();
            check(name + ": not resumed while the ad still covers the game", r.resumes() == 0, r.view.calls);
            ad.events.closed(ad.shown);
            r.main.runFor(0);
        }
        check(name + ": the surface paused with the activity", r.view.calls.contains("suspendGame"), r.view.calls);
        checkEnded(name, r, "adClosed " + ID);
        check(name + ": reward forwarded", r.count("adRewarded " + ID) == 1, Mobile.calls);
    }

    /** An SDK that repeats itself and reports for shows it never had. */
    static void noisyAdapter() {
        String name = "noisy adapter";
        ActivityAd ad = new ActivityAd();
        Rig r = new Rig(main -> ad);
        r.show();
        ad.events.rewarded(ID + 1, "coins", 1); // another show's
        ad.events.closed(ID + 1);
        ad.events.opened(ID);
        ad.events.opened(ID);
        ad.events.closed(ID);
        ad.events.closed(ID);
        ad.events.showFailed(ID, Mobile.ReasonInternal, "after the close");
        ad.events.rewarded(ID, "coins", 1); // after the close: still forwarded (Go's grace decides)
        r.main.runFor(AdBridge.CLOSE_LIMIT_MS * 2);
        checkEnded(name, r, "adClosed " + ID);
        check(name + ": one opened", r.count("adOpened " + ID) == 1, Mobile.calls);
        check(name + ": nothing for an unknown show", r.count("adRewarded " + (ID + 1)) == 0 && r.count("adClosed " + (ID + 1)) == 0, Mobile.calls);
        check(name + ": the late reward forwarded", r.count("adRewarded " + ID) == 1, Mobile.calls);
    }

    static void loads() {
        Rig r = new Rig(main -> new ActivityAd());
        r.bridge.loadAd("revive");
        r.main.runFor(0);
        check("a load that throws becomes a failed load", r.count("adLoadFailed revive " + Mobile.ReasonInternal) == 1, Mobile.calls);
        r = new Rig(main -> new DebugRewardedAdapter(main, DebugRewardedAdapter.Behaviour.NO_FILL));
        r.bridge.loadAd("revive");
        r.main.runFor(1_000);
        check("debug no fill", r.count("adLoadFailed revive " + Mobile.ReasonNoFill) == 1, Mobile.calls);
        r = new Rig(main -> new DebugRewardedAdapter(main, DebugRewardedAdapter.Behaviour.REWARD_THEN_CLOSE));
        r.bridge.loadAd("triple_coins");
        r.main.runFor(1_000);
        check("debug load fills", r.count("adLoaded triple_coins") == 1, Mobile.calls);
    }

    /**
     * The ad waits for the view to save its GPU resources before it takes
     * the screen, and not forever.
     */
    static void gpuWait() {
        for (int polls : new int[] {5, -1}) {
            String name = "GPU save " + (polls < 0 ? "that never ends" : "of " + polls + " polls");
            ActivityAd ad = new ActivityAd();
            Rig r = new Rig(main -> ad);
            r.view.savingPolls = polls;
            r.show();
            check(name + ": no show before the resources are saved", ad.shown == 0, ad.shown);
            r.main.runFor(polls < 0 ? AdBridge.GPU_SAVE_LIMIT_MS - 50 : 200);
            check(name + ": shown " + (polls < 0 ? "only at the limit" : "once saved"), (ad.shown == ID) == (polls >= 0), ad.shown);
            r.main.runFor(100);
            check(name + ": shown by the limit", ad.shown == ID, ad.shown);
        }
    }

    /**
     * Go's rule for a show without "opened": a reward or a close proves it
     * was on screen, and so does the ad's Activity taking the screen. The
     * open watchdog fails only a show that shows no sign of life, and
     * tells the adapter.
     */
    static void openRule() {
        ActivityAd silent = new ActivityAd();
        Rig r = new Rig(main -> silent);
        r.show();
        r.cover.activityPaused(); // the ad's Activity takes the screen; the SDK never says "opened"
        r.main.runFor(AdBridge.OPEN_LIMIT_MS + 20_000);
        check("no opened, ad on screen: not failed at the open limit", r.terminals() == 0 && silent.cancels.isEmpty(), Mobile.calls);
        silent.events.rewarded(ID, "coins", 1);
        silent.events.closed(ID);
        r.main.runFor(0);
        r.cover.activityResumed();
        checkEnded("no opened, ad on screen", r, "adClosed " + ID);
        check("no opened, ad on screen: reward forwarded", r.count("adRewarded " + ID) == 1, Mobile.calls);

        ActivityAd rewarding = new ActivityAd();
        r = new Rig(main -> rewarding);
        r.show();
        r.main.runFor(5_000);
        rewarding.events.rewarded(ID, "coins", 1); // no opened, no pause: the reward is the proof
        r.main.runFor(AdBridge.OPEN_LIMIT_MS);
        rewarding.events.closed(ID);
        r.main.runFor(0);
        checkEnded("reward before the open limit, close after it", r, "adClosed " + ID);
        check("reward without opened: paid", r.count("adRewarded " + ID) == 1 && rewarding.cancels.isEmpty(), Mobile.calls + " " + rewarding.cancels);

        ActivityAd dead = new ActivityAd();
        r = new Rig(main -> dead);
        r.show();
        r.main.runFor(AdBridge.OPEN_LIMIT_MS);
        checkEnded("no sign of life", r, "adShowFailed " + ID + " " + Mobile.ReasonTimeout);
        check("no sign of life: the adapter is told (cancel)", dead.cancels.equals(Arrays.asList(ID)), dead.cancels);
        r.bridge.showAd("revive", ID + 1, "user-1", "nonce");
        r.main.runFor(0);
        r.bridge.showAd("revive", ID + 2, "user-1", "nonce");
        r.main.runFor(0);
        check("a show replaced before its end is cancelled", dead.cancels.equals(Arrays.asList(ID, ID + 1)), dead.cancels);
    }

    /** A rig whose show of ad is on screen in the ad's own Activity. */
    static Rig onScreen(ActivityAd ad) {
        Rig r = new Rig(main -> ad);
        r.show();
        r.cover.activityPaused(); // the ad's Activity takes the screen
        ad.events.opened(ID);
        r.main.runFor(0);
        return r;
    }

    /**
     * The activity is recreated mid-show (Android killed it behind the ad's
     * Activity): the process's bridge takes the new activity's adapter and
     * cover, keeps the new view covered until the show ends, and the old
     * show's reward and close reach Go under its id.
     */
    static void recreation() {
        ActivityAd first = new ActivityAd();
        Rig r = onScreen(first);
        r.main.runFor(10_000);
        EbitenView view2 = new EbitenView(null);
        Cover cover2 = new Cover(view2);
        ActivityAd second = new ActivityAd();
        r.bridge.attach(second, cover2);
        r.bridge.startSDK();
        r.main.runFor(0);
        cover2.activityResumed();
        check("recreated mid-show: the new view stays paused under the ad", !view2.calls.contains("resumeGame") && cover2.isCovered(), view2.calls);
        first.events.rewarded(ID, "coins", 1);
        first.events.closed(ID);
        r.main.runFor(0);
        check("recreated mid-show: reward and close reach Go", r.count("adRewarded " + ID) == 1 && r.count("adClosed " + ID) == 1, Mobile.calls);
        check("recreated mid-show: the new view resumes after the close", view2.calls.equals(Arrays.asList("resumeGame")), view2.calls);
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

    /**
     * The player follows the ad to its store page and comes back minutes
     * later: while he is away (no Activity of the app started) the close
     * limit waits, and the reward the SDK reports on his return is paid.
     * Back in the app, an ad that still never closes is closed a whole
     * limit after his return.
     */
    static void lateReturn() {
        ActivityAd ad = new ActivityAd();
        Rig r = onScreen(ad);
        r.main.runFor(20_000);
        r.bridge.appVisible(false); // the store's app takes the screen
        r.main.runFor(AdBridge.CLOSE_LIMIT_MS * 3);
        check("late return: the ad stays the player's while he is away", r.terminals() == 0 && ad.cancels.isEmpty() && r.cover.isCovered(),
                Mobile.calls + " " + ad.cancels);
        r.bridge.appVisible(true);
        r.main.runFor(AdBridge.CLOSE_LIMIT_MS - 1);
        check("late return: a whole limit after his return", r.terminals() == 0, Mobile.calls);
        ad.events.rewarded(ID, "coins", 1);
        ad.events.closed(ID);
        r.main.runFor(0);
        r.cover.activityResumed();
        checkEnded("late return", r, "adClosed " + ID);
        check("late return: the reward reaches Go before the close", Mobile.calls.indexOf("adRewarded " + ID) >= 0
                && Mobile.calls.indexOf("adRewarded " + ID) < Mobile.calls.indexOf("adClosed " + ID), Mobile.calls);

        ActivityAd stuck = new ActivityAd();
        r = onScreen(stuck);
        r.bridge.appVisible(false);
        r.main.runFor(AdBridge.CLOSE_LIMIT_MS + 5_000);
        r.bridge.appVisible(true);
        r.main.runFor(AdBridge.CLOSE_LIMIT_MS - 1);
        check("back, the ad never closes: not closed before a limit after his return", r.terminals() == 0, Mobile.calls);
        r.main.runFor(1);
        r.cover.activityResumed();
        checkEnded("back, the ad never closes", r, "adClosed " + ID);
        check("back, the ad never closes: the adapter is told", stuck.cancels.equals(Arrays.asList(ID)), stuck.cancels);

        ActivityAd visible = new ActivityAd();
        r = new Rig(main -> visible);
        r.show();
        visible.events.opened(ID);
        r.main.runFor(AdBridge.CLOSE_LIMIT_MS);
        checkEnded("in the app all along, the ad never closes", r, "adClosed " + ID);
    }

    public static void main(String[] args) {
        long play = DebugRewardedAdapter.PLAY_MS;
        debugAdapter(DebugRewardedAdapter.Behaviour.REWARD_THEN_CLOSE, "adClosed " + ID, true, play);
        debugAdapter(DebugRewardedAdapter.Behaviour.REWARD_AFTER_CLOSE, "adClosed " + ID, true, play);
        debugAdapter(DebugRewardedAdapter.Behaviour.CLOSE_EARLY, "adClosed " + ID, false, DebugRewardedAdapter.EARLY_CLOSE_MS);
        debugAdapter(DebugRewardedAdapter.Behaviour.FAIL_SHOW, "adShowFailed " + ID + " " + Mobile.ReasonInternal, false, 0);
        debugAdapter(DebugRewardedAdapter.Behaviour.THROW_ON_SHOW, "adShowFailed " + ID + " " + Mobile.ReasonInternal, false, 0);
        debugAdapter(DebugRewardedAdapter.Behaviour.NEVER_ANSWER, "adShowFailed " + ID + " " + Mobile.ReasonTimeout, false, AdBridge.OPEN_LIMIT_MS);
        debugAdapter(DebugRewardedAdapter.Behaviour.NEVER_CLOSE, "adClosed " + ID, false, AdBridge.CLOSE_LIMIT_MS);
        activityAd("activity ad, closed before onResume", true, false);
        activityAd("activity ad, closed after onResume", false, false);
        activityAd("activity ad, display failed", false, true);
        noisyAdapter();
        loads();
        gpuWait();
        openRule();
        recreation();
        debugRefusedInRelease();
        lateReturn();
        AdapterCheck.all();
        System.out.println("AdBridgeCheck: " + passed + " checks passed, " + failed + " failed");
        System.exit(failed == 0 ? 0 : 1);
    }
}
