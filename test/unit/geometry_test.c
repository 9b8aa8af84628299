/* Unit test of the launch geometry (runtime/geometry.c): the defaults,
 * the clauses, the cap at a full GPU, and small trip counts spread over
 * the multiprocessors (OMP2CUDA_SMALL_TRIP), on an H100's figures (132
 * multiprocessors of 2,048 threads) and a few others; then, over many trip
 * counts, the properties every spread launch keeps; teams on warps;
 * tiled launches (OMP2CUDA_TILE); the compiler's block size; grids cut
 * to the blocks that reside at once; grids of one wave; grid trials'
 * choice.  Exits non-zero on the first failure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "geometry.h"
#include "switches.h"

#define CHECK(c)                                                                                   \
	do {                                                                                       \
		if (!(c)) {                                                                        \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c);      \
			exit(1);                                                                   \
		}                                                                                  \
	} while (0)

enum { SMS = 132, PER_SM = 2048 };

/* The geometry of a launch on the H100 with the default minimum. */
static O2cGeometry
h100(long long trip, int teams, int limit, int team_loop, int spread)
{
	O2cLaunch l = {trip, teams, limit, team_loop, spread, 0, 0, 0, 0, 0, 0, 0, NULL, 0};
	O2cGeometry g;

	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	return g;
}

#define EXPECT(g, b, t, from) CHECK((g).blocks == (b) && (g).threads == (t) && (g).spread_from == (from))

static void
test_defaults(void)
{
	EXPECT(h100(2000, 0, 0, 0, 0), 8, 256, 0);        /* not marked: as before */
	EXPECT(h100(-1, 0, 0, 0, 1), SMS * 8, 256, 0);    /* trip unknown: a full GPU */
	EXPECT(h100(1LL << 40, 0, 0, 0, 1), SMS * 8, 256, 0); /* capped at a full GPU */
	EXPECT(h100(0, 0, 0, 0, 0), 1, 256, 0);           /* no iteration: one block */
	EXPECT(h100(2000, 0, 0, 1, 0), 2000, 128, 0);     /* team loop: a block per unit */
	EXPECT(h100(100000, 0, 0, 1, 0), 100000, 128, 0); /* team loop: past a full GPU too */
	EXPECT(h100(2000, 4, 0, 0, 0), 4, 256, 0);        /* num_teams */
	EXPECT(h100(2000, 0, 2048, 0, 0), 2, 1024, 0);    /* thread_limit, capped at 1024 */
}

static void
test_spread(void)
{
	/* lud's columns: 8 blocks of 256 would leave 124 multiprocessors idle */
	EXPECT(h100(2000, 0, 0, 0, 1), 63, 32, 256);
	EXPECT(h100(2047, 0, 0, 0, 1), 64, 32, 256);
	/* 131 blocks of 256: 128 threads cover them, in 262 blocks */
	EXPECT(h100(131 * 256, 0, 0, 0, 1), 262, 128, 256);
	/* 132 blocks of 256 cover them already */
	EXPECT(h100(132 * 256, 0, 0, 0, 1), 132, 256, 0);
	EXPECT(h100(132 * 256 - 255, 0, 0, 0, 1), 132, 256, 0);
	/* the largest block that covers them: 64 threads from 131 * 64 + 1 */
	EXPECT(h100(131 * 64 + 1, 0, 0, 0, 1), 132, 64, 256);
	EXPECT(h100(131 * 64, 0, 0, 0, 1), 262, 32, 256);
	/* halving gives no more blocks: the block stays */
	EXPECT(h100(1, 0, 0, 0, 1), 1, 256, 0);
	EXPECT(h100(31, 0, 0, 0, 1), 1, 256, 0);
	EXPECT(h100(32, 0, 0, 0, 1), 1, 256, 0);
	EXPECT(h100(0, 0, 0, 0, 1), 1, 256, 0);
	EXPECT(h100(33, 0, 0, 0, 1), 2, 32, 256);
	EXPECT(h100(1000, 0, 0, 0, 1), 32, 32, 256);
	/* the program's geometry is never spread, even where marked */
	EXPECT(h100(2000, 4, 0, 0, 1), 4, 256, 0);
	EXPECT(h100(2000, 0, 128, 0, 1), 16, 128, 0);
	EXPECT(h100(2000, 0, 0, 1, 1), 2000, 128, 0);
}

static void
test_device(void)
{
	O2cLaunch l = {2000, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, NULL, 0};
	O2cGeometry g;

	/* OMP2CUDA_SMALL_TRIP=off, and =64 */
	o2c_geometry(SMS, PER_SM, 0, 0, &l, &g);
	EXPECT(g, 8, 256, 0);
	o2c_geometry(SMS, PER_SM, 0, 64, &l, &g);
	EXPECT(g, 32, 64, 256);
	/* a kernel that launches at most 224 threads: powers of two below */
	o2c_geometry(SMS, PER_SM, 224, 32, &l, &g);
	EXPECT(g, 63, 32, 224);
	l.trip = 200 * 128;
	o2c_geometry(SMS, PER_SM, 224, 32, &l, &g);
	EXPECT(g, 200, 128, 224);
	/* a kernel of at most 32 threads, a minimum above it: unchanged */
	l.trip = 2000;
	o2c_geometry(SMS, PER_SM, 32, 64, &l, &g);
	EXPECT(g, 63, 32, 0);
	/* a small GPU: 8 blocks of 256 cover 8 multiprocessors */
	o2c_geometry(8, 1536, 0, 32, &l, &g);
	EXPECT(g, 8, 256, 0);
	o2c_geometry(16, 1536, 0, 32, &l, &g);
	EXPECT(g, 16, 128, 256);
}

/* Every trip count up to a full GPU's and beyond: a spread launch holds
 * every iteration in one pass, in power-of-two blocks of at least the
 * minimum, at least as many as before, covering the multiprocessors
 * unless the minimum stopped it. */
static void
test_properties(void)
{
	for (unsigned min = 32; min <= 256; min *= 2)
		for (long long trip = 0; trip <= 3 * SMS * 256; trip += trip < 5000 ? 1 : 97) {
			O2cLaunch l = {trip, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, NULL, 0};
			O2cLaunch plain = {trip, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};
			O2cGeometry g, p;

			o2c_geometry(SMS, PER_SM, 0, min, &l, &g);
			o2c_geometry(SMS, PER_SM, 0, min, &plain, &p);
			CHECK((long long)g.blocks * g.threads >= trip);
			CHECK(g.blocks >= p.blocks);
			if (!g.spread_from) {
				CHECK(g.blocks == p.blocks && g.threads == p.threads);
				continue;
			}
			CHECK(g.spread_from == 256 && p.blocks < SMS);
			CHECK(g.threads >= min && g.threads < 256 && (g.threads & (g.threads - 1)) == 0);
			CHECK(g.blocks >= SMS || g.threads == min);
			/* the largest such block: twice it would not cover them */
			CHECK(g.blocks < 2 * SMS);
			CHECK((trip + 2 * g.threads - 1) / (2 * g.threads) < SMS);
		}
}

static void
test_parse(void)
{
	unsigned m = 7;

	CHECK(o2c_small_trip_parse(NULL, &m) == 0 && m == O2C_SPREAD_MIN);
	CHECK(o2c_small_trip_parse("", &m) == 0 && m == O2C_SPREAD_MIN);
	CHECK(o2c_small_trip_parse("spread", &m) == 0 && m == O2C_SPREAD_MIN);
	CHECK(o2c_small_trip_parse("OFF", &m) == 0 && m == 0);
	CHECK(o2c_small_trip_parse("64", &m) == 0 && m == 64);
	CHECK(o2c_small_trip_parse("1024", &m) == 0 && m == 1024);
	CHECK(o2c_small_trip_parse("48", &m) == -1);
	CHECK(o2c_small_trip_parse("16", &m) == -1);
	CHECK(o2c_small_trip_parse("2048", &m) == -1);
	CHECK(o2c_small_trip_parse("64k", &m) == -1);
	CHECK(o2c_small_trip_parse("on", &m) == -1);
}

/* Teams on warps (O2cLaunch.team_warps): w teams of 32 threads a block,
 * fewer where the teams would not cover the multiprocessors, every block
 * whole warps, and enough blocks for the teams up to a full GPU. */
static void
test_warps(void)
{
	O2cLaunch l = {1000000, 0, 0, 1, 0, 0, 4, 0, 0, 0, 0, 0, NULL, 0};
	O2cGeometry g;

	/* bplustree's queries: 4 a block, capped at a full GPU */
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	EXPECT(g, SMS * PER_SM / 128, 128, 0);
	/* 1000 teams: 250 blocks of 4 */
	l.trip = 1000;
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	EXPECT(g, 250, 128, 0);
	/* 300 teams (under 4 per multiprocessor): 3 a block, 100 blocks */
	l.trip = 300;
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	EXPECT(g, 100, 96, 0);
	/* nw's short diagonals: one team a block */
	l.trip = 50;
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	EXPECT(g, 50, 32, 0);
	l.trip = 0;
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	EXPECT(g, 1, 32, 0);
	/* trip unknown: a full GPU of 4-team blocks */
	l.trip = -1;
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	EXPECT(g, SMS * PER_SM / 128, 128, 0);
	/* a kernel that launches at most 96 threads: 3 teams a block */
	l.trip = 1000;
	o2c_geometry(SMS, PER_SM, 96, O2C_SPREAD_MIN, &l, &g);
	EXPECT(g, 334, 96, 0);
	/* every trip count: whole warps, every team has a warp */
	for (long long t = 0; t < 5000; t += 7) {
		l.trip = t;
		o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
		CHECK(g.threads % 32 == 0 && g.threads >= 32 && g.threads <= 128);
		CHECK((long long)g.blocks * (g.threads / 32) >= t || g.blocks == SMS * PER_SM / g.threads);
	}
}

/* A tiled kernel (lowering/tile.c): a block of its tile's threads per
 * tile, at most a full GPU, where tiling is on and the kernel can have
 * blocks that large; else the usual geometry, spread or not. */
static void
test_tiled(void)
{
	O2cLaunch l = {2000 * 2000, 0, 0, 0, 1, 0, 0, 125 * 125, 256, 0, 0, 0, NULL, 0};
	O2cLaunch few = {37 * 45, 0, 0, 0, 1, 0, 0, 9, 256, 0, 0, 0, NULL, 0};
	O2cGeometry g;

	o2c_geometry_tiled(SMS, PER_SM, 0, O2C_SPREAD_MIN, 1, &l, &g);
	CHECK(g.tiled && g.threads == 256 && g.blocks == SMS * 8 && !g.spread_from);
	o2c_geometry_tiled(SMS, PER_SM, 0, O2C_SPREAD_MIN, 1, &few, &g);
	CHECK(g.tiled && g.threads == 256 && g.blocks == 9 && !g.spread_from);
	o2c_geometry_tiled(SMS, PER_SM, 0, O2C_SPREAD_MIN, 0, &few, &g); /* off: spread */
	CHECK(!g.tiled && g.threads == 32 && g.spread_from == 256);
	o2c_geometry_tiled(SMS, PER_SM, 128, O2C_SPREAD_MIN, 1, &l, &g); /* kernel too big */
	CHECK(!g.tiled && g.threads == 128);
	l.tile_threads = 0; /* not a tiled kernel */
	o2c_geometry_tiled(SMS, PER_SM, 0, O2C_SPREAD_MIN, 1, &l, &g);
	CHECK(!g.tiled);
}

/* The switches' table (switches.c), read from a made-up environment. */
static const char *tile_value, *small_trip_value;

static const char *
fake_env(const char *name)
{
	if (!strcmp(name, "OMP2CUDA_TILE"))
		return tile_value;
	if (!strcmp(name, "OMP2CUDA_SMALL_TRIP"))
		return small_trip_value;
	return NULL;
}

static void
test_switches(void)
{
	O2cSwitches sw;

	tile_value = small_trip_value = NULL;
	CHECK(o2c_switches_read(&sw, fake_env, 0) == 0 && sw.tile == 1 && sw.narrow == 1 &&
	      sw.team_windows == 1 && sw.chains == 1 && sw.small_trip == O2C_SPREAD_MIN);
	tile_value = "";
	CHECK(o2c_switches_read(&sw, fake_env, 0) == 0 && sw.tile == 1);
	tile_value = "ON";
	CHECK(o2c_switches_read(&sw, fake_env, 0) == 0 && sw.tile == 1);
	tile_value = "off";
	small_trip_value = "64";
	CHECK(o2c_switches_read(&sw, fake_env, 0) == 0 && sw.tile == 0 && sw.small_trip == 64);
	tile_value = "0"; /* not a value: a warning, and on */
	small_trip_value = "off";
	CHECK(o2c_switches_read(&sw, fake_env, 0) == 1 && sw.tile == 1 && sw.small_trip == 0);
	small_trip_value = "48";
	CHECK(o2c_switches_read(&sw, fake_env, 0) == 2 && sw.small_trip == O2C_SPREAD_MIN);
}

/* 32-bit iteration numbers: the trip count plus the grid's threads fits. */
static void
test_narrow(void)
{
	O2cGeometry g = {0};

	g.blocks = 1056;
	g.threads = 256; /* 270336 threads */
	CHECK(o2c_narrow_fits(0, &g) && o2c_narrow_fits(1000, &g));
	CHECK(o2c_narrow_fits(0xffffffffll - 270336, &g));
	CHECK(!o2c_narrow_fits(0xffffffffll - 270335, &g)); /* the last step would wrap */
	CHECK(!o2c_narrow_fits(0xffffffffll, &g) && !o2c_narrow_fits(0x100000000ll, &g));
	CHECK(!o2c_narrow_fits(-1, &g)); /* unknown: computed on the device */
	g.blocks = 0xffffffffu; /* a grid of more than 2^32 threads */
	g.threads = 1024;
	CHECK(!o2c_narrow_fits(1, &g));
}

/* A compiler's block size (O2cLaunch.block, a tune file's): the threads,
 * blocks for the trip count, never spread; thread_limit wins over it. */
static void
test_block(void)
{
	O2cLaunch l = {2000, 0, 0, 0, 0, 0, 0, 0, 0, 128, 0, 0, NULL, 0};
	O2cLaunch limit = {2000, 0, 512, 0, 0, 0, 0, 0, 0, 128, 0, 0, NULL, 0};
	O2cGeometry g;

	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	EXPECT(g, 16, 128, 0);
	l.spread = 1; /* a small trip count keeps the block size it was given */
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	EXPECT(g, 16, 128, 0);
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &limit, &g);
	EXPECT(g, 4, 512, 0);
	l.trip = 1LL << 40; /* capped at a full GPU of its blocks */
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	EXPECT(g, SMS * 16, 128, 0);
}

/* A grid capped at a full GPU is cut to the blocks that reside at once;
 * a num_teams clause, a team loop of a block per team, a grid already
 * within them and an unknown residency keep theirs. */
static void
test_resident(void)
{
	O2cLaunch l = {1000000, 0, 0, 1, 0, 0, 4, 0, 0, 0, 0, 0, NULL, 0};
	O2cGeometry g;

	/* bplustree's find_range: 36 registers, 12 blocks of 128 a multiprocessor */
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	EXPECT(g, SMS * PER_SM / 128, 128, 0);
	o2c_geometry_resident(SMS, 12, &l, &g);
	EXPECT(g, SMS * 12, 128, 0);
	/* 1000 teams: 250 blocks, within them */
	l.trip = 1000;
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	o2c_geometry_resident(SMS, 12, &l, &g);
	EXPECT(g, 250, 128, 0);
	/* residency not known */
	l.trip = 1000000;
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &l, &g);
	o2c_geometry_resident(SMS, 0, &l, &g);
	EXPECT(g, SMS * PER_SM / 128, 128, 0);
	/* a team loop (lavaMD's boxes): a block per team, not cut to those
	 * that reside */
	O2cLaunch boxes = {32768, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &boxes, &g);
	o2c_geometry_resident(SMS, 12, &boxes, &g);
	EXPECT(g, 32768, 128, 0);
	/* num_teams(5000) of 256 threads: the clause's blocks */
	O2cLaunch teams = {1000000, 5000, 256, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};
	o2c_geometry(SMS, PER_SM, 0, O2C_SPREAD_MIN, &teams, &g);
	o2c_geometry_resident(SMS, 2, &teams, &g);
	EXPECT(g, 5000, 256, 0);
}

/* A warp per iteration (O2cRegion.kernel_lanes): only for fewer iterations
 * than the GPU holds warps (132 x 2,048 / 32 = 8,448), and only where the
 * program left the geometry to the runtime; the launch then is the usual
 * one for 32 threads an iteration. */
/* One wave: a grid capped at a full GPU is one; a num_teams clause of a
 * team per 32 or 256 elements is many; unknown figures answer one. */
static void
test_one_wave(void)
{
	O2cGeometry full = h100(1LL << 40, 0, 0, 0, 0);
	O2cGeometry past = {SMS * 8 + 1, 256, 0, 0, 0};
	O2cGeometry warps = {SMS * 64, 32, 0, 0, 0};
	O2cGeometry teams = {195313, 256, 0, 0, 0};

	CHECK(o2c_geometry_one_wave(SMS, PER_SM, &full));
	CHECK(!o2c_geometry_one_wave(SMS, PER_SM, &past));
	CHECK(o2c_geometry_one_wave(SMS, PER_SM, &warps));
	warps.blocks++;
	CHECK(!o2c_geometry_one_wave(SMS, PER_SM, &warps));
	CHECK(!o2c_geometry_one_wave(SMS, PER_SM, &teams));
	CHECK(o2c_geometry_one_wave(0, PER_SM, &teams));
	CHECK(o2c_geometry_one_wave(SMS, 0, &teams));
}

static void
test_lanes(void)
{
	O2cLaunch l = {3071, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, NULL, 0};
	O2cGeometry g = {7, 7, 7, 0, 0};
	const O2cGeometry before = g;

	/* lud's longest column: 3,071 warps, 384 blocks of 256 */
	CHECK(o2c_lanes_geometry(SMS, PER_SM, 1024, O2C_SPREAD_MIN, &l, &g));
	EXPECT(g, 384, 256, 0);
	/* 100 rows: 3,200 threads spread over warp-sized blocks */
	l.trip = 100;
	CHECK(o2c_lanes_geometry(SMS, PER_SM, 1024, O2C_SPREAD_MIN, &l, &g));
	EXPECT(g, 100, 32, 256);
	/* as many iterations as the GPU holds warps, none, a clause, a tune
	 * file's block, a kernel that cannot launch a warp: no change */
	const long long trips[] = {8448, 0};
	for (int i = 0; i < 2; i++) {
		g = before;
		l.trip = trips[i];
		CHECK(!o2c_lanes_geometry(SMS, PER_SM, 1024, O2C_SPREAD_MIN, &l, &g));
		CHECK(g.blocks == before.blocks && g.threads == before.threads);
	}
	l.trip = 100;
	O2cLaunch teams = l, limit = l, block = l;
	teams.num_teams = 4;
	limit.thread_limit = 64;
	block.block = 128;
	CHECK(!o2c_lanes_geometry(SMS, PER_SM, 1024, O2C_SPREAD_MIN, &teams, &g));
	CHECK(!o2c_lanes_geometry(SMS, PER_SM, 1024, O2C_SPREAD_MIN, &limit, &g));
	CHECK(!o2c_lanes_geometry(SMS, PER_SM, 1024, O2C_SPREAD_MIN, &block, &g));
	CHECK(!o2c_lanes_geometry(SMS, PER_SM, 16, O2C_SPREAD_MIN, &l, &g));
	CHECK(g.blocks == before.blocks && g.threads == before.threads);
}

/* Grid trials' choice (o2c_grid_choice): the best time per iteration of
 * each grid, the even trials a full GPU's; a block per blockDim
 * iterations only below 0.95 of the full GPU's; no time, the full GPU. */
static void
test_grid_choice(void)
{
	double best[2];
	const double trip[4] = {1e6, 1e6, 1e6, 1e6};
	const double faster[4] = {1.00, 0.80, 1.10, 0.90};  /* 0.80 < 0.95 x 1.00 */
	const double close[4] = {1.00, 0.96, 1.00, 0.97};   /* within 5% */
	const double slower[4] = {1.00, 1.50, 0.90, 1.40};
	const double failed[4] = {1.00, 0.10, 1.00, -1};    /* one time missing */
	const double none[4] = {-1, 0.10, -1, 0.10};        /* no full GPU time */
	const double shrink_trip[4] = {4e6, 3e6, 2e6, 1e6}; /* per iteration, not per launch */
	const double shrink_ms[4] = {4.0, 3.6, 2.0, 1.2};

	CHECK(o2c_grid_choice(faster, trip, 4, best) == O2C_GRID_PER_ITERATION);
	CHECK(best[0] == 1.00 / 1e6 && best[1] == 0.80 / 1e6);
	CHECK(o2c_grid_choice(close, trip, 4, best) == O2C_GRID_FULL);
	CHECK(o2c_grid_choice(slower, trip, 4, best) == O2C_GRID_FULL);
	CHECK(best[0] == 0.90 / 1e6 && best[1] == 1.40 / 1e6);
	CHECK(o2c_grid_choice(failed, trip, 4, best) == O2C_GRID_PER_ITERATION);
	CHECK(best[1] == 0.10 / 1e6);
	CHECK(o2c_grid_choice(none, trip, 4, best) == O2C_GRID_FULL && best[0] == -1);
	/* 1.0e-6 a full GPU's iteration against 1.2e-6 a block's: the full GPU,
	 * though the last launch, the shortest, ran a block each */
	CHECK(o2c_grid_choice(shrink_ms, shrink_trip, 4, best) == O2C_GRID_FULL);
	CHECK(o2c_grid_choice(faster, trip, 0, best) == O2C_GRID_FULL && best[0] == -1 && best[1] == -1);
}

int
main(void)
{
	test_defaults();
	test_warps();
	test_spread();
	test_device();
	test_properties();
	test_parse();
	test_tiled();
	test_switches();
	test_narrow();
	test_block();
	test_resident();
	test_lanes();
	test_one_wave();
	test_grid_choice();
	puts("geometry_test: ok");
	return 0;
}
