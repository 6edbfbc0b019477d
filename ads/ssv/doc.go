// Package ssv is a reference server for rewarded-ad server-side
// verification: HTTP handlers a publisher mounts on their own server to
// receive the ad networks' reward callbacks, check them, and tell the game
// which rewards are confirmed.
//
// The game gives every show a nonce (ads.Outcome.Nonce) and hands it to
// the network as the show's custom data; the network's servers call the
// publisher's with it when the player has earned the reward:
//
//   - AdMob signs its callback: AdMob checks the ECDSA signature over the
//     query with Google's published keys (KeySet) before recording it.
//   - AppLovin MAX sends an event token, the SHA-1 of the event id and
//     the publisher's event key: MAX checks it.
//
// Both record a Grant in a Store, once per transaction however often the
// network retries. Confirmations answers the game's question "is the
// reward of this nonce confirmed?"; the game's side of that question is
// ropeman/ads/confirm's Client, an ads.Verifier (set ads.Config.Verifier).
//
// A test ad never produces a MAX callback (AppLovin sends none for test
// ads), and AdMob's test callbacks are signed with its test keys
// (TestKeysURL): use those while integrating.
package ssv
