package com.ropeman.app;

import java.util.Locale;

import android.app.Activity;
import android.os.Build;
import android.os.Bundle;
import android.util.Log;
import android.view.DisplayCutout;
import android.view.View;
import android.view.WindowInsets;
import android.view.WindowInsetsController;

import com.ropeman.app.ads.AdBridge;
import com.ropeman.app.ads.DebugRewardedAdapter;
import com.ropeman.app.ads.MainThread;
import com.ropeman.app.ads.RewardedAdapter;
import com.ropeman.game.mobile.Mobile;

public final class MainActivity extends Activity {
    /**
     * One ad bridge for the process, and the app's screens counted once:
     * Android recreates the activity (rotation, killed behind an ad's
     * Activity) while the show in progress, decided in Go, goes on.
     */
    private static AdBridge bridge;

    /** The intent extra that makes a debug build show an ad at launch. */
    static final String QA_SHOW_AD = "ropeman.qa.show_ad";

    private GameView gameView;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        gameView = new GameView(this);
        setContentView(gameView);

        Mobile.setFilesDir(getFilesDir().getAbsolutePath());
        Mobile.setLocale(Locale.getDefault().toLanguageTag());

        MainThread main = new HandlerMainThread();
        // Swap in your ad provider here, in one line. The debug adapter pays
        // without an ad: a release refuses it (it reads BuildConfig.DEBUG
        // itself, and the release build runs mobile/release-check.sh).
        RewardedAdapter ads = new DebugRewardedAdapter(main, DebugRewardedAdapter.Behaviour.REWARD_THEN_CLOSE);
        // RewardedAdapter ads = new MaxRewardedAdapter(this, main, "YOUR_SDK_KEY", "YOUR_REWARDED_AD_UNIT_ID", "https://YOUR_PRIVACY_POLICY_URL");
        // RewardedAdapter ads = new AdMobRewardedAdapter(this, main, "ca-app-pub-3940256099942544/5224354917"); // Google's test unit
        // RewardedAdapter ads = new LevelPlayRewardedAdapter(this, "YOUR_APP_KEY", "YOUR_REWARDED_AD_UNIT_ID");

        if (bridge == null) {
            bridge = new AdBridge(main);
            getApplication().registerActivityLifecycleCallbacks(new Visibility());
        }
        try {
            // More networks after the view (bridge.attach(ads, gameView, other)):
            // a signed override then moves a cohort onto any of them.
            Mobile.registerAdProvider(bridge.attach(ads, gameView));
        } catch (Exception e) {
            Log.e("ropeman", "ads disabled: " + e);
        }
        // The emulator check's hook (mobile/ci/emulator-check.sh): a debug
        // build started with this extra shows one ad at once.
        if (BuildConfig.DEBUG && savedInstanceState == null && getIntent().getBooleanExtra(QA_SHOW_AD, false)) {
            Mobile.qaShowAd("revive");
        }
    }

    @Override
    protected void onResume() {
        super.onResume();
        hideSystemBars();
        Mobile.appResumed(); // the game runs unless an ad still covers it; failed ad loads try again now
    }

    @Override
    protected void onPause() {
        super.onPause();
        Mobile.appPaused(); // the game's view pauses with the activity
    }

    @Override
    public void onWindowFocusChanged(boolean hasFocus) {
        super.onWindowFocusChanged(hasFocus);
        if (hasFocus) {
            hideSystemBars();
            reportSafeArea();
        }
    }

    /** Tells the game which edges notches and bars cover, in pixels. */
    private void reportSafeArea() {
        WindowInsets insets = gameView.getRootWindowInsets();
        if (insets == null) {
            return;
        }
        int top = 0, right = 0, bottom = 0, left = 0;
        if (Build.VERSION.SDK_INT >= 28) {
            DisplayCutout cutout = insets.getDisplayCutout();
            if (cutout != null) {
                top = cutout.getSafeInsetTop();
                right = cutout.getSafeInsetRight();
                bottom = cutout.getSafeInsetBottom();
                left = cutout.getSafeInsetLeft();
            }
        }
        Mobile.setSafeArea(top, right, bottom, left);
    }

    /** Immersive full screen: the bars come back on a swipe, then hide again. */
    @SuppressWarnings("deprecation")
    private void hideSystemBars() {
        View decor = getWindow().getDecorView();
        if (Build.VERSION.SDK_INT >= 30) {
            WindowInsetsController c = decor.getWindowInsetsController();
            if (c != null) {
                c.hide(WindowInsets.Type.systemBars());
                c.setSystemBarsBehavior(WindowInsetsController.BEHAVIOR_SHOW_TRANSIENT_BARS_BY_SWIPE);
            }
            return;
        }
        decor.setSystemUiVisibility(View.SYSTEM_UI_FLAG_IMMERSIVE_STICKY
                | View.SYSTEM_UI_FLAG_LAYOUT_STABLE
                | View.SYSTEM_UI_FLAG_LAYOUT_HIDE_NAVIGATION
                | View.SYSTEM_UI_FLAG_LAYOUT_FULLSCREEN
                | View.SYSTEM_UI_FLAG_HIDE_NAVIGATION
                | View.SYSTEM_UI_FLAG_FULLSCREEN);
    }
}
