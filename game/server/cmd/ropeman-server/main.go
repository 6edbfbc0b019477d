// Command ropeman-server is the publisher's server (package
// ropeman/game/server): the level of the day's leaderboard, which ranks only
// the runs it has replayed, the rewarded ads' reward callbacks, the events
// the games send, and their dashboard (/dashboard, signed in with the
// token in $ROPEMAN_DASHBOARD_TOKEN); the operator's /metrics and /readyz
// on -ops-addr.
//
//	go run ./game/server/cmd/ropeman-server -addr 127.0.0.1:8090 -db ropeman.db
//	go run ./game/server/cmd/ropeman-server -db 'postgres://user:pass@db.example/ropeman'
//
// It serves plain HTTP: put it behind the HTTPS proxy or load balancer
// that holds the certificate (the game speaks only https), naming the
// proxy's addresses with -trusted-proxy so a post's address is the
// player's (X-Forwarded-For is believed from those addresses only).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"ropeman/ads/ssv"
	"ropeman/game/rules/remote"
	"ropeman/game/server"
	"ropeman/game/server/sqlstore"
	"ropeman/game/server/store"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8090", "address to listen on")
	opsAddr := flag.String("ops-addr", "127.0.0.1:8091", "address the operator's /metrics, /readyz and /healthz listen on (keep it off the internet; empty: not served)")
	retention := flag.Int("retention-days", server.RetentionDays, "days the raw events are kept (the daily rollups stay); 0: for good")
	db := flag.String("db", "ropeman.db", "database: a SQLite file, or a postgres:// URL")
	admob := flag.String("admob-keys", ssv.KeysURL, "AdMob's verifying keys (ssv.TestKeysURL while integrating; empty: no AdMob callback)")
	var proxies []netip.Prefix
	flag.Func("trusted-proxy", "a CIDR (10.0.0.0/8) or address of the proxy in front: a post through it is from the nearest X-Forwarded-For hop that is not a trusted proxy (repeat, or separate with commas)", func(v string) error {
		for _, f := range strings.Split(v, ",") {
			p, err := netip.ParsePrefix(strings.TrimSpace(f))
			if err != nil {
				a, aerr := netip.ParseAddr(strings.TrimSpace(f))
				if aerr != nil {
					return err
				}
				p = netip.PrefixFrom(a, a.BitLen())
			}
			proxies = append(proxies, p.Masked())
		}
		return nil
	})
	var tunings []string
	flag.Func("tuning", "a signed tuning override (ropeman-tune sign) to serve to its cohort (repeat, for cohorts apart: one salt, ranges that do not meet); needs -tuning-key", func(v string) error {
		tunings = append(tunings, v)
		return nil
	})
	tuningKey := flag.String("tuning-key", "", "the publisher's Ed25519 public key (base64, as ropeman-tune keygen prints it): each -tuning must be signed by it")
	maxItem := flag.String("max-reward-item", "reward", "what a MAX show grants, as the ad unit's reward is set in MAX's dashboard")
	maxAmount := flag.Int("max-reward-amount", 1, "how many of it")
	ratesFile := flag.String("rates", "", "a CSV file of daily exchange rates (day,currency,usd: what one unit was worth in US dollars): the dashboard adds every currency up in dollars")
	perAddr := flag.Int("per-address", server.AddrBurst, "posts one address may make at once, then one a second (0: no limit; for a load test from one machine)")
	flag.Parse()
	ts, err := openTunings(tunings, *tuningKey)
	var rates *store.Rates
	if err == nil {
		rates, err = openRates(*ratesFile)
	}
	if err == nil {
		err = run(listen{*addr, *opsAddr}, *db, *admob, proxies, *perAddr, *retention, ssv.Reward{Item: *maxItem, Amount: *maxAmount}, ts, rates)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "ropeman-server:", err)
		os.Exit(1)
	}
}

// openRates reads the exchange rates at path ("": none).
func openRates(path string) (*store.Rates, error) {
	if path == "" {
		return nil, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("-rates: %w", err)
	}
	defer f.Close()
	rates, err := store.ReadRates(f)
	if err != nil {
		return nil, fmt.Errorf("-rates %s: %w", path, err)
	}
	return rates, nil
}

// openTunings reads the signed overrides at paths, each verified with key.
func openTunings(paths []string, key string) ([]server.Tuning, error) {
	if len(paths) == 0 {
		return nil, nil
	}
	pub, err := remote.ParsePublicKey(key)
	if err != nil {
		return nil, fmt.Errorf("-tuning-key: %w", err)
	}
	var ts []server.Tuning
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		t, err := server.OpenTuning(data, pub)
		if err != nil {
			return nil, fmt.Errorf("-tuning %s: %w", p, err)
		}
		ts = append(ts, t)
	}
	if err := server.CheckTunings(ts, int(time.Now().Unix()/86400)); err != nil {
		return nil, fmt.Errorf("-tuning: %w", err)
	}
	return ts, nil
}

// listen are the addresses served: the players' and the operator's.
type listen struct{ players, ops string }

func run(addr listen, dsn, admobKeys string, proxies []netip.Prefix, perAddr, retention int, maxReward ssv.Reward, tunings []server.Tuning, rates *store.Rates) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	st, err := sqlstore.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer st.Close()
	logger := slog.New(slog.NewTextHandler(os.Stderr, nil))
	cfg := server.Config{Store: st, Log: logger, TrustedProxies: proxies, AddrBurst: perAddr,
		// The event key is a secret: from the environment, never a flag
		// (ps shows flags to every user of the machine).
		MAXEventKey: os.Getenv("ROPEMAN_MAX_EVENT_KEY"), MAXReward: maxReward,
		LevelPlayKey: os.Getenv("ROPEMAN_LEVELPLAY_PRIVATE_KEY"), LevelPlayItem: maxReward.Item,
		DashboardToken: os.Getenv("ROPEMAN_DASHBOARD_TOKEN"), Tunings: tunings, RetentionDays: retention, Rates: rates}
	if n := len(cfg.DashboardToken); n > 0 && n < server.MinDashboardToken {
		return fmt.Errorf("ROPEMAN_DASHBOARD_TOKEN: %d characters, want at least %d (or none: no /dashboard)", n, server.MinDashboardToken)
	}
	if admobKeys != "" {
		cfg.AdMobKeys = &ssv.KeySet{URL: admobKeys}
	}
	h := server.New(cfg)
	srv := &http.Server{Handler: h,
		ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 20 * time.Second, WriteTimeout: 30 * time.Second, IdleTimeout: time.Minute}
	ln, err := net.Listen("tcp", addr.players)
	if err != nil {
		return err
	}
	if addr.ops != "" {
		opsLn, err := net.Listen("tcp", addr.ops)
		if err != nil {
			return fmt.Errorf("-ops-addr: %w", err)
		}
		ops := &http.Server{Handler: h.Ops(), ReadHeaderTimeout: 5 * time.Second, WriteTimeout: 30 * time.Second}
		go ops.Serve(opsLn)
		defer ops.Close()
		logger.Info("ops listening", "addr", opsLn.Addr().String())
	}
	go h.Expire(ctx)
	closed := make(chan struct{})
	go func() {
		defer close(closed)
		<-ctx.Done()
		// Every post the server took is answered before it exits: one
		// waits in the replay queue at most server.Config's QueueWait
		// (10 s), then replays in under a second.
		shut, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		logger.Info("draining", "queued", "answered before exit")
		if err := srv.Shutdown(shut); err != nil {
			logger.Error("drain", "err", err)
		}
	}()
	logger.Info("listening", "addr", ln.Addr().String(), "schema", sqlstore.SchemaVersion)
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	<-closed // then the store closes
	return nil
}
