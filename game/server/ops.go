package server

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"ropeman/ads/ssv"
)

// What an operator watches the server by, on its own handler (Ops:
// ropeman-server serves it on -ops-addr, loopback by default, never to
// the players' internet): /healthz (the process answers), /readyz (and
// its database does, asked on a connection kept for it: a flood of posts
// never makes a balancer drop the instance), and /metrics in the
// Prometheus text format (posts by outcome and reason, replay seconds,
// the replay and batch queues, grants by network). /healthz is on the
// players' handler too.

// metrics are the server's, each Server its own registry.
type metrics struct {
	reg    *prometheus.Registry
	posts  *prometheus.CounterVec
	events *prometheus.CounterVec
	replay prometheus.Histogram
	grants *prometheus.CounterVec
}

func newMetrics(queued, batches func() float64) *metrics {
	m := &metrics{reg: prometheus.NewRegistry(),
		posts: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ropeman_posts_total",
			Help: "Runs posted, by the answer's outcome and, for a refusal, the field it names."}, []string{"outcome", "reason"}),
		events: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ropeman_event_batches_total",
			Help: "Event batches posted, by the answer's outcome and, for a refusal, the field it names."}, []string{"outcome", "reason"}),
		replay: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "ropeman_replay_seconds",
			Help: "How long a run's replay took.", Buckets: []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5}}),
		grants: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "ropeman_grants_total",
			Help: "Rewards a network confirmed, by network (retries and second grants of a show not counted)."}, []string{"network"}),
	}
	m.reg.MustRegister(m.posts, m.events, m.replay, m.grants,
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "ropeman_replay_queue", Help: "Posts replaying or waiting to."}, queued),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "ropeman_event_queue", Help: "Event batches being kept or waiting to."}, batches),
		prometheus.NewGoCollector(), prometheus.NewProcessCollector(prometheus.ProcessCollectorOpts{}))
	return m
}

// outcomes name a post's answer by its status.
var outcomes = map[int]string{http.StatusBadRequest: "malformed",
	http.StatusConflict: "taken", http.StatusRequestEntityTooLarge: "too_large", http.StatusUnsupportedMediaType: "not_json",
	http.StatusUnprocessableEntity: "refused", http.StatusTooManyRequests: "limited", http.StatusServiceUnavailable: "busy",
	http.StatusInternalServerError: "failed"}

// noted is a ResponseWriter that keeps the status and, for a refusal, the
// field its message names ("run", "day", "name").
type noted struct {
	http.ResponseWriter
	status int
	reason string
}

func (n *noted) WriteHeader(status int) {
	if n.status == 0 {
		n.status = status
	}
	n.ResponseWriter.WriteHeader(status)
}

// counted counts each answer of h in the posts metric.
func (m *metrics) counted(h http.HandlerFunc) http.HandlerFunc {
	return countIn(m.posts, "ranked", "kept", h)
}

// countedBatches counts each answer of h in the event batches metric.
func (m *metrics) countedBatches(h http.HandlerFunc) http.HandlerFunc {
	return countIn(m.events, "kept", "repeated", h)
}

// countIn counts each answer of h in c, a 201 as created and a 200 as ok.
func countIn(c *prometheus.CounterVec, created, ok string, h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		n := &noted{ResponseWriter: w}
		h(n, r)
		outcome, named := outcomes[n.status]
		switch {
		case n.status == http.StatusCreated:
			outcome = created
		case n.status == http.StatusOK:
			outcome = ok
		case !named:
			outcome = strconv.Itoa(n.status)
		}
		c.WithLabelValues(outcome, n.reason).Inc()
	}
}

// note keeps the field message names as w's reason, if w is noted.
func note(w http.ResponseWriter, message string) {
	if n, ok := w.(*noted); ok {
		field, _, found := strings.Cut(message, ":")
		if event, name, ok := strings.Cut(field, "]."); ok && strings.HasPrefix(event, "events[") {
			field = "events." + name // not which event: one series a field
		}
		if !found || len(field) > 24 || strings.ContainsRune(field, ' ') {
			field = "other"
		}
		n.reason = field
	}
}

// countedGrants counts the grants a store records.
type countedGrants struct {
	ssv.Store
	c *prometheus.CounterVec
}

func (g countedGrants) Record(grant ssv.Grant) (bool, error) {
	fresh, err := g.Store.Record(grant)
	if fresh && err == nil {
		g.c.WithLabelValues(grant.Network).Inc()
	}
	return fresh, err
}

// Ops is the operator's handler: /healthz, /readyz and /metrics.
func (s *Server) Ops() http.Handler { return s.ops }

// serveOps adds /healthz to s's handler and the ops' handler, /readyz and
// /metrics to the ops' alone.
func (s *Server) serveOps() {
	healthz := func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok\n")) }
	s.mux.HandleFunc("GET /healthz", healthz)
	s.ops.HandleFunc("GET /healthz", healthz)
	s.ops.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := s.cfg.Store.Ping(ctx); err != nil {
			s.log.Warn("not ready", "err", err)
			http.Error(w, "the database does not answer", http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte("ready\n"))
	})
	s.ops.Handle("GET /metrics", promhttp.HandlerFor(s.metrics.reg, promhttp.HandlerOpts{}))
}
