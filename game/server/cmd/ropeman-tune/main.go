// Command ropeman-tune makes the publisher's tuning overrides (see
// remote.Override): a key to sign them with, the bots' check of one, and
// its signature, which the bots' approval must come before.
//
//	ropeman-tune keygen -key publisher.key      prints the public key for assets/tuning.json
//	ropeman-tune check override.json            the bots play it: approved, or refused saying why
//	ropeman-tune sign -key publisher.key override.json > signed.json
//
// An override is a JSON document: {"id": "cheaper-skins", "salt":
// "2026-12-a", "percent": 20, "tables": {"economy": {…}}}, its tables
// as -tuning takes them. ropeman-server -tuning signed.json -tuning-key
// … serves it to its cohort.
package main

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"ropeman/assets/strictjson"
	"ropeman/game/lab"
	"ropeman/game/rules/remote"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "ropeman-tune:", err)
		os.Exit(1)
	}
}

// errRefused is a check the bots did not pass (their reasons are printed).
var errRefused = errors.New("refused by the bots")

func run(args []string, out, log io.Writer) error {
	if len(args) == 0 {
		return errors.New("want keygen, check or sign")
	}
	fs := flag.NewFlagSet("ropeman-tune "+args[0], flag.ContinueOnError)
	fs.SetOutput(log)
	keyFile := fs.String("key", "", "the publisher's private key file (keygen writes it)")
	runs := fs.Int("runs", 20, "first tries a level for the casual bot (the novice and the expert half that)")
	last := fs.Int("last", 30, "the last level the bots play")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	switch args[0] {
	case "keygen":
		if *keyFile == "" {
			return errors.New("keygen: -key FILE, where the private key goes")
		}
		pub, priv, err := ed25519.GenerateKey(rand.Reader)
		if err != nil {
			return err
		}
		if err := os.WriteFile(*keyFile, []byte(base64.StdEncoding.EncodeToString(priv)+"\n"), 0o600); err != nil {
			return err
		}
		fmt.Fprintf(out, "%s\n", base64.StdEncoding.EncodeToString(pub))
		return nil
	case "check", "sign":
		if fs.NArg() != 1 {
			return fmt.Errorf("%s: one override file", args[0])
		}
		doc, err := os.ReadFile(fs.Arg(0))
		if err != nil {
			return err
		}
		// Read as the games read it: strictly (a table under a misplaced
		// key is an error, not an empty override approved), and checked
		// as they check it (serial, last day, cohort, the ads'
		// verification).
		var o remote.Override
		if err := strictjson.Decode(doc, &o); err != nil {
			return fmt.Errorf("%s: %w", fs.Arg(0), err)
		}
		if err := o.Check(); err != nil {
			return fmt.Errorf("%s: %w", fs.Arg(0), err)
		}
		v, err := lab.CheckTuning(o.Tables, lab.Check{Runs: *runs, Last: *last})
		if err != nil {
			return fmt.Errorf("%s: %w", fs.Arg(0), err)
		}
		fmt.Fprint(log, v.Report)
		if len(v.Refusals) > 0 {
			fmt.Fprintf(log, "\n%s is refused:\n  %s\n", fs.Arg(0), strings.Join(v.Refusals, "\n  "))
			return errRefused
		}
		fmt.Fprintf(log, "\n%s: the bots approve it\n", fs.Arg(0))
		if args[0] == "check" {
			return nil
		}
		return sign(doc, *keyFile, out)
	}
	return fmt.Errorf("%q: want keygen, check or sign", args[0])
}

// sign prints doc signed with the key in keyFile, once the signed
// override reads back as the games will read it.
func sign(doc []byte, keyFile string, out io.Writer) error {
	text, err := os.ReadFile(keyFile)
	if err != nil {
		return err
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimSpace(string(text)))
	if err != nil || len(key) != ed25519.PrivateKeySize {
		return fmt.Errorf("%s: not a private key keygen wrote", keyFile)
	}
	priv := ed25519.PrivateKey(key)
	s := remote.Sign(doc, priv)
	if _, err := s.Open(priv.Public().(ed25519.PublicKey)); err != nil {
		return err
	}
	return json.NewEncoder(out).Encode(s)
}
