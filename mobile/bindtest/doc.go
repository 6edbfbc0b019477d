// Package bindtest checks, without an Android SDK, NDK or Xcode, what can
// be checked of the phone builds: that gobind binds every exported part of
// package mobile (gobind skips what it cannot bind with exit code 0), that
// the generated Java and the app's own ad bridge compile, and that the
// generated Objective-C header declares what the Swift sources use. The
// package has no code of its own; package mobile itself cannot be tested
// on a desktop (its init hands the game to Ebitengine's mobile driver).
package bindtest
