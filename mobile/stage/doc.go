// Package stage is the life of a rewarded ad's show on a phone, written
// once in Go for Android and iOS: the game and the ad take turns on the
// screen, and the Stage decides whose turn it is.
//
// For every show the Stage covers the game before the ad takes the screen
// (on Android, saving the view's GPU resources first when the ad opens an
// Activity of its own), uncovers it after the ad is gone, on the close and
// on every failure path, and tells the game exactly one terminal event
// (closed or show failed). Game time stops while the game is covered, so
// the game cannot time out a silent ad: the Stage's wall-clock watchdog
// fails a show that has not appeared within OpenLimit and closes an ad
// still up after CloseLimit, and tells the adapter (CancelAd). A reward or
// a close proves the ad was on screen though the adapter never said
// "opened", and so does the ad taking the screen (the game's activity
// paused under it, or a screen presented over the game). The close limit
// counts only while the player is in the app, looking at the ad: one who
// follows the ad to its store page (another app, or a store sheet over
// the ad) finds his ad, and its reward, still there when he comes back.
// A reward that arrives after its show ended still reaches the game, which
// pays it once.
//
// The native side (Phone: AdBridge.java, AdBridge.swift) only calls the
// SDK and the view and forwards callbacks and the app's lifecycle. Every
// decision is made here, on the app's main thread: the Stage's inputs
// from other threads (the game's Update, the SDK's callbacks, its own
// timers) are queued, and Phone.Wake asks the main thread to run them.
package stage
