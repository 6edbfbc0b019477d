package com.ropeman.app.ads;

import java.util.LinkedHashMap;
import java.util.Map;

import com.ropeman.app.BuildConfig;
import com.ropeman.game.mobile.AdProvider;
import com.ropeman.game.mobile.EbitenView;
import com.ropeman.game.mobile.Mobile;

/**
 * Connects the Go game to one {@link RewardedAdapter} and the game's view.
 * Go decides each show's life (package mobile/stage: covering the game,
 * the watchdog, late rewards, which show an event belongs to); this class
 * only passes calls through.
 *
 * Go calls the AdProvider methods on the main thread (wake and debugBuild
 * excepted), so each calls the adapter or the view directly; an exception
 * goes back to Go as an error. The adapter's events, from any thread, go
 * straight to Go, which queues them for the main thread.
 *
 * One bridge lives as long as the process (MainActivity keeps it in a
 * static field); each new activity {@link #attach attaches} its adapter
 * and view before registering the bridge with Go again.
 */
public final class AdBridge implements AdProvider, AdEvents {
    private final MainThread main;
    private RewardedAdapter adapter; // the one in use
    private final Map<String, RewardedAdapter> adapters = new LinkedHashMap<>(); // by network
    private EbitenView view;

    public AdBridge(MainThread main) {
        this.main = main;
    }

    /**
     * Gives the bridge this activity's adapter and view (onCreate), and
     * any other networks' adapters the app registers: Go moves a cohort
     * onto one of them when a signed override names it (useNetwork). A
     * recreated activity keeps the network in use.
     */
    public AdBridge attach(RewardedAdapter first, EbitenView view, RewardedAdapter... others) {
        String using = adapter == null ? first.network() : adapter.network();
        adapters.clear();
        adapters.put(first.network(), first);
        for (RewardedAdapter a : others) {
            adapters.put(a.network(), a);
        }
        adapter = adapters.containsKey(using) ? adapters.get(using) : first;
        this.view = view;
        return this;
    }

    // AdProvider: called by Go.

    @Override
    public String networks() {
        return String.join(",", adapters.keySet());
    }

    /** Main thread: the app's adapter for name takes the ads over (Go starts it next). */
    @Override
    public void useNetwork(String name) {
        RewardedAdapter a = adapters.get(name);
        if (a == null) {
            throw new IllegalArgumentException("no adapter for network " + name);
        }
        adapter = a;
    }

    @Override
    public void startSDK() {
        adapter.start(this);
    }

    @Override
    public void loadAd(String placement) {
        adapter.load(placement);
    }

    @Override
    public void showAd(String placement, long requestID, String userID, String customData) {
        adapter.show(placement, requestID, userID, customData);
    }

    @Override
    public void cancelAd(long requestID) {
        adapter.cancel(requestID);
    }

    @Override
    public void showPrivacyOptions() {
        adapter.showPrivacyOptions();
    }

    /** Whether this app is a debug build, in its own word: Go refuses the simulated ads otherwise. */
    @Override
    public boolean debugBuild() {
        return BuildConfig.DEBUG;
    }

    /** The adapter's network, for the fill and revenue by provider. */
    @Override
    public String network() {
        RewardedAdapter a = adapter;
        return a == null ? "" : a.network();
    }

    @Override
    public boolean adOpensActivity() {
        return adapter.opensActivity();
    }

    @Override
    public void suspendGame() {
        view.suspendGame();
    }

    @Override
    public void saveGPUResources() {
        view.saveGPUResources();
    }

    @Override
    public boolean gpuResourcesSaved() {
        return view.areGPUResourcesSaved();
    }

    @Override
    public void resumeGame() {
        view.resumeGame();
    }

    /** Android sees the ad's Activity through the game's pausing: nothing presented over the view. */
    @Override
    public long screensOverGame() {
        return 0;
    }

    @Override
    public void wake() {
        main.post(Mobile::adWake);
    }

    // AdEvents: from the adapter, any thread.

    @Override
    public void consent(boolean canRequestAds, boolean privacyOptionsRequired) {
        Mobile.adConsent(canRequestAds, privacyOptionsRequired);
    }

    @Override
    public void loaded(String placement) {
        Mobile.adLoaded(placement);
    }

    @Override
    public void loadFailed(String placement, long code, String message) {
        Mobile.adLoadFailed(placement, code, message == null ? "" : message);
    }

    @Override
    public void expired(String placement) {
        Mobile.adExpired(placement);
    }

    @Override
    public void opened(long requestId) {
        Mobile.adOpened(requestId);
    }

    @Override
    public void showFailed(long requestId, long code, String message) {
        Mobile.adShowFailed(requestId, code, message == null ? "" : message);
    }

    @Override
    public void rewarded(long requestId, String type, long amount) {
        Mobile.adRewarded(requestId, type == null ? "" : type, amount);
    }

    @Override
    public void closed(long requestId) {
        Mobile.adClosed(requestId);
    }

    @Override
    public void paid(long requestId, String placement, String provider, String source, long micros, String currency, String precision) {
        Mobile.adRevenue(requestId, placement, provider, source == null ? "" : source, micros, currency == null ? "" : currency, precision == null ? "" : precision);
    }
}
