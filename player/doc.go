// Package player is the Rope-Man: the controller that makes him run, steer
// and jump, stepped by the world simulation once per fixed tick.
//
// It imports no Ebitengine package and never reads the clock: the same
// inputs give the same motion, bit for bit.
package player
