/* The staging ring: copies between pageable host memory and the device
 * at the bus's speed.  transfer.c decides which copies come here.
 *
 * A copy from ordinary (pageable) host memory runs far below the bus's
 * speed: the driver stages it through a small pinned buffer of its own,
 * one piece at a time.  The ring does the same with room to overlap: 4
 * slots of OMP2CUDA_STAGE_CHUNK bytes (default 8 MiB) of pinned memory,
 * and OMP2CUDA_STAGE_THREADS host threads (default: the processors
 * online, at most 16, the caller included) that share each piece's host
 * copy (one thread copies about 8 GB/s, the bus takes 55).  The host
 * copy of one piece overlaps the DMA of the one before (host to device)
 * or of the one after (device to host).  A copy smaller than 4 chunks is
 * cut in 4 pieces (of at least 512 KiB) so that it still overlaps.
 * Between pieces the helpers (and the caller, waiting for them) watch for
 * the next for up to 0.3 ms, yielding the processor every 256 turns,
 * before they sleep: a thread woken from a condition variable takes tens
 * of microseconds, a piece's copy about a hundred (a fresh process's
 * first 256 MiB map on an H100: 35.5 -> 40.2 GB/s, p = 0.018;
 * results/2026-11-26-h100-chains, run 89).
 *
 * Set-up off the critical path: the slots' memory (one mapping, its pages
 * made present) and the helper threads take milliseconds, so a thread of
 * its own makes them as soon as the driver is initialized
 * (o2c_stage_early), while the first GPU's context is being made; once it
 * is (o2c_stage_prepare), the same thread page-locks the memory for that
 * context (cuMemHostRegister, about 1.5 ms for 32 MiB of present pages).
 * Until the ring is ready, transfer.c copies pageable: no copy waits for
 * the ring.
 *
 * Copies are queued on the legacy default stream, which orders them with
 * the kernels of synchronous constructs (the streams of deferred target
 * tasks order themselves against it, stream.c); an event per slot says
 * when it may be reused.  The ring serves the first GPU opened (its
 * memory and events are that context's); other GPUs' copies stay
 * pageable.
 *
 * Requires: copies are made with the runtime lock held (which keeps the
 * ring to one copy at a time: no slot is in flight once a copy has
 * returned) and the ring's context bound.
 */
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"

enum { SLOTS = 4, MAX_THREADS = 16 };

static struct {
	size_t chunk; /* bytes per slot */
	int threads;  /* host threads per chunk, the caller included */
	void *slot[SLOTS];   /* in mem, which is mapped, page-locked once ctx is */
	void *mem;
	int locked;
	CUevent done[SLOTS];
	CUcontext ctx;       /* the ring's context: its memory and events */
	pthread_mutex_t mu;  /* ctx and quit, for the set-up thread */
	pthread_cond_t ctx_set;
	int quit;
	pthread_t setup;     /* the set-up thread, while joinable */
	int setup_started;
	atomic_int state;    /* O2C_STAGE_PENDING, _READY or _NONE */
	unsigned long long alloc_ns, ready_ns; /* set-up times, for the note */
	char why[256];       /* _NONE after a failed set-up: why */
} X = {.state = O2C_STAGE_NONE, .mu = PTHREAD_MUTEX_INITIALIZER, .ctx_set = PTHREAD_COND_INITIALIZER};

/* The helper threads of the staging copies.  The caller posts one job
 * (copy n bytes) split in X.threads parts, does part 0 and waits. */
static struct {
	pthread_mutex_t mu;
	pthread_cond_t go, idle;
	pthread_t tid[MAX_THREADS];
	int started;
	atomic_ulong gen;
	atomic_int pending, quit;
	char *dst;
	const char *src;
	size_t bytes;
} P = {.mu = PTHREAD_MUTEX_INITIALIZER, .go = PTHREAD_COND_INITIALIZER, .idle = PTHREAD_COND_INITIALIZER};

/* Part i of n of a copy of the posted job, cut at 4 KiB boundaries. */
static void
copy_part(int i, int n)
{
	size_t pages = (P.bytes + 4095) / 4096, lo, hi;

	lo = pages * (size_t)i / (size_t)n * 4096;
	hi = pages * (size_t)(i + 1) / (size_t)n * 4096;
	if (hi > P.bytes)
		hi = P.bytes;
	if (lo < hi)
		memcpy(P.dst + lo, P.src + lo, hi - lo);
}

/* How long a thread that has just copied (or waits for its helpers)
 * watches for the next piece before it sleeps. */
enum { SPIN_NS = 300000 };

/* One turn of a watch begun at t0: a pause, every 256 turns a yield of
 * the processor; whether the watch is over. */
static int
watched_out(unsigned turn, unsigned long long t0)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#endif
	return turn % 256 == 0 && (sched_yield(), o2c_ledger_clock() - t0 > SPIN_NS);
}

/* Watch for a job after job `seen` (or quit): whether one came. */
static int
watch_gen(unsigned long seen)
{
	unsigned long long t0 = o2c_ledger_clock();

	for (unsigned turn = 1; atomic_load(&P.gen) == seen && !atomic_load(&P.quit); turn++)
		if (watched_out(turn, t0))
			return 0;
	return 1;
}

/* Watch for the helpers to finish their parts. */
static void
watch_pending(void)
{
	unsigned long long t0 = o2c_ledger_clock();

	for (unsigned turn = 1; atomic_load(&P.pending); turn++)
		if (watched_out(turn, t0))
			return;
}

static void *
helper(void *arg)
{
	int me = (int)(intptr_t)arg;
	unsigned long seen = 0;

	for (;;) {
		if (!watch_gen(seen)) {
			pthread_mutex_lock(&P.mu);
			while (atomic_load(&P.gen) == seen && !atomic_load(&P.quit))
				pthread_cond_wait(&P.go, &P.mu);
			pthread_mutex_unlock(&P.mu);
		}
		if (atomic_load(&P.quit))
			break;
		pthread_mutex_lock(&P.mu); /* the job's fields, posted under it */
		seen = atomic_load(&P.gen);
		pthread_mutex_unlock(&P.mu);
		copy_part(me, X.threads);
		if (atomic_fetch_sub(&P.pending, 1) == 1) {
			pthread_mutex_lock(&P.mu);
			pthread_cond_signal(&P.idle);
			pthread_mutex_unlock(&P.mu);
		}
	}
	return NULL;
}

/* Start a thread with every signal blocked: the user's handlers run in
 * the user's threads. */
static int
start_thread(pthread_t *t, void *(*fn)(void *), void *arg)
{
	sigset_t all, old;
	int r;

	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	r = pthread_create(t, NULL, fn, arg);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	return r;
}

/* The helpers; on the set-up thread.  Those that will not start leave
 * their parts to the others. */
static void
start_helpers(void)
{
	int i;

	for (i = 1; i < X.threads; i++)
		if (start_thread(&P.tid[i], helper, (void *)(intptr_t)i))
			break;
	X.threads = i;
	P.started = i;
}

static void
par_copy(void *dst, const void *src, size_t bytes)
{
	if (P.started <= 1 || bytes < ((size_t)256 << 10)) {
		memcpy(dst, src, bytes);
		return;
	}
	pthread_mutex_lock(&P.mu);
	P.dst = dst;
	P.src = src;
	P.bytes = bytes;
	atomic_store(&P.pending, X.threads - 1);
	atomic_fetch_add(&P.gen, 1);
	pthread_cond_broadcast(&P.go);
	pthread_mutex_unlock(&P.mu);
	copy_part(0, X.threads);
	watch_pending();
	pthread_mutex_lock(&P.mu);
	while (atomic_load(&P.pending))
		pthread_cond_wait(&P.idle, &P.mu);
	pthread_mutex_unlock(&P.mu);
}

static void
free_slots(void)
{
	if (X.locked)
		(void)o2c_cu.cuMemHostUnregister(X.mem);
	if (X.mem)
		munmap(X.mem, SLOTS * X.chunk);
	X.mem = NULL;
	X.locked = 0;
	for (int i = 0; i < SLOTS; i++) {
		if (X.done[i])
			(void)o2c_cu.cuEventDestroy(X.done[i]);
		X.slot[i] = NULL;
		X.done[i] = NULL;
	}
}

/* The set-up thread: the slots' memory and the helpers at once, then,
 * when the ring's context exists, the page-locking and the slots' events
 * in it.  Driver calls only (no CU_CALL: its message is the calling
 * thread's, and this one reports through X.why). */
static void *
set_up(void *arg)
{
	unsigned long long t = o2c_ledger_clock();
	CUresult r = CUDA_SUCCESS;
	const char *what = "cuCtxSetCurrent";

	(void)arg;
	X.mem = mmap(NULL, SLOTS * X.chunk, PROT_READ | PROT_WRITE,
	             MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
	if (X.mem == MAP_FAILED) {
		X.mem = NULL;
		snprintf(X.why, sizeof X.why, "no host memory for the ring (%zu MiB)", (SLOTS * X.chunk) >> 20);
		atomic_store(&X.state, O2C_STAGE_NONE);
		return NULL;
	}
	start_helpers();
	X.alloc_ns = o2c_ledger_clock() - t;
	pthread_mutex_lock(&X.mu);
	while (!X.ctx && !X.quit)
		pthread_cond_wait(&X.ctx_set, &X.mu);
	pthread_mutex_unlock(&X.mu);
	if (!X.ctx) {
		atomic_store(&X.state, O2C_STAGE_NONE);
		return NULL;
	}
	t = o2c_ledger_clock();
	if ((r = o2c_cu.cuCtxSetCurrent(X.ctx)) == CUDA_SUCCESS) {
		what = "cuMemHostRegister";
		r = o2c_cu.cuMemHostRegister(X.mem, SLOTS * X.chunk, CU_MEMHOSTREGISTER_PORTABLE);
		X.locked = r == CUDA_SUCCESS;
	}
	for (int i = 0; i < SLOTS && r == CUDA_SUCCESS; i++) {
		X.slot[i] = (char *)X.mem + (size_t)i * X.chunk;
		what = "cuEventCreate";
		r = o2c_cu.cuEventCreate(&X.done[i], CU_EVENT_DISABLE_TIMING);
	}
	if (r != CUDA_SUCCESS) {
		snprintf(X.why, sizeof X.why, "%s: %s", what, o2c_cu_describe(r));
		free_slots();
		atomic_store(&X.state, O2C_STAGE_NONE);
		return NULL;
	}
	X.ready_ns = o2c_ledger_clock() - t;
	atomic_store(&X.state, O2C_STAGE_READY);
	return NULL;
}

/* The driver is initialized and staging may be used: start making the
 * ring's memory and helpers while the first context is made.  Once. */
void
o2c_stage_early(void)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);

	if (X.setup_started || atomic_load(&X.state) != O2C_STAGE_NONE || X.why[0])
		return;
	X.chunk = (o2c_switches()->stage_chunk + 4095) & ~(size_t)4095;
	X.threads = (int)o2c_switches()->stage_threads;
	if (!X.threads)
		X.threads = cpus > 1 ? (int)cpus : 1;
	if (X.threads > MAX_THREADS)
		X.threads = MAX_THREADS;
	if (X.threads < 1)
		X.threads = 1;
	atomic_store(&X.state, O2C_STAGE_PENDING);
	if (start_thread(&X.setup, set_up, NULL)) {
		atomic_store(&X.state, O2C_STAGE_NONE);
		snprintf(X.why, sizeof X.why, "no thread to set the ring up");
		o2c_warn("staging copies: %s; copying from pageable memory", X.why);
		return;
	}
	X.setup_started = 1;
}

/* The first GPU's context was just made (lock held, ctx current): the
 * ring is page-locked for it.  Later GPUs keep pageable copies. */
void
o2c_stage_prepare(CUcontext ctx)
{
	if (X.ctx)
		return;
	o2c_stage_early();
	pthread_mutex_lock(&X.mu);
	X.ctx = ctx;
	pthread_cond_signal(&X.ctx_set);
	pthread_mutex_unlock(&X.mu);
}

/* Whether copies in the current context can be staged now, will be
 * (the set-up is under way), or never.  The first call after the set-up
 * ended joins its thread and says how it went. */
int
o2c_stage_state(void)
{
	CUcontext ctx = NULL;
	int s = atomic_load(&X.state);

	if (s != O2C_STAGE_PENDING && X.setup_started) {
		pthread_join(X.setup, NULL);
		X.setup_started = 0;
		if (s == O2C_STAGE_NONE)
			o2c_warn("staging copies: %s; copying from pageable memory", X.why);
		else
			o2c_note("", "staging ring ready: %d x %zu MiB and %d threads made in %.2f ms "
			             "beside the context's start, page-locked in %.2f ms after it",
			         SLOTS, X.chunk >> 20, X.threads, X.alloc_ns / 1e6, X.ready_ns / 1e6);
	}
	if (s == O2C_STAGE_NONE || o2c_cu.cuCtxGetCurrent(&ctx) != CUDA_SUCCESS || ctx != X.ctx)
		return O2C_STAGE_NONE;
	return s;
}

/* The piece size of a staged copy of n bytes. */
static size_t
piece_of(size_t bytes)
{
	size_t piece = bytes / SLOTS;

	piece = piece < ((size_t)512 << 10) ? (size_t)512 << 10 : (piece + 4095) & ~(size_t)4095;
	return piece > X.chunk ? X.chunk : piece;
}

/* Bytes in the piece of a copy of `bytes` that starts at off. */
static size_t
piece_len(size_t bytes, size_t off, size_t piece)
{
	return bytes - off < piece ? bytes - off : piece;
}

/* Host to device through the ring (o2c_stage_state said ready). */
int
o2c_stage_in(unsigned long long dev, const void *src, size_t bytes)
{
	const char *host = src;
	size_t off, n, piece = piece_of(bytes);
	int j, s;

	for (off = 0, j = 0; off < bytes; off += n, j++) {
		s = j % SLOTS;
		n = piece_len(bytes, off, piece);
		if (j >= SLOTS && CU_CALL(cuEventSynchronize, X.done[s]))
			return -1;
		par_copy(X.slot[s], host + off, n);
		if (CU_CALL(cuMemcpyHtoDAsync, dev + off, X.slot[s], n, NULL) ||
		    CU_CALL(cuEventRecord, X.done[s], NULL))
			return -1;
	}
	return CU_CALL(cuStreamSynchronize, NULL) ? -1 : 0;
}

/* Queue the DMA of piece j of a device-to-host copy into its slot. */
static int
fetch_piece(unsigned long long dev, size_t bytes, size_t piece, size_t j)
{
	int s = (int)(j % SLOTS);
	size_t off = j * piece;

	if (CU_CALL(cuMemcpyDtoHAsync, X.slot[s], dev + off, piece_len(bytes, off, piece), NULL) ||
	    CU_CALL(cuEventRecord, X.done[s], NULL))
		return -1;
	return 0;
}

/* Device to host through the ring (o2c_stage_state said ready). */
int
o2c_stage_out(void *dst, unsigned long long dev, size_t bytes)
{
	char *host = dst;
	size_t piece = piece_of(bytes), nchunks = (bytes + piece - 1) / piece, j, off;
	int s;

	for (j = 0; j < nchunks && j < SLOTS; j++)
		if (fetch_piece(dev, bytes, piece, j))
			return -1;
	for (j = 0; j < nchunks; j++) {
		s = (int)(j % SLOTS);
		off = j * piece;
		if (CU_CALL(cuEventSynchronize, X.done[s]))
			return -1;
		par_copy(host + off, X.slot[s], piece_len(bytes, off, piece));
		if (j + SLOTS < nchunks && fetch_piece(dev, bytes, piece, j + SLOTS))
			return -1;
	}
	return 0;
}

/* The set-up thread, if still running, finishes first (at once if no
 * context was made for it). */
static void
join_setup(void)
{
	if (X.setup_started) {
		pthread_mutex_lock(&X.mu);
		X.quit = 1;
		pthread_cond_signal(&X.ctx_set);
		pthread_mutex_unlock(&X.mu);
		pthread_join(X.setup, NULL);
		X.setup_started = 0;
	}
}

/* The helpers only: a quick teardown leaves the ring to the driver. */
void
o2c_stage_stop(void)
{
	join_setup();
	if (!P.started)
		return;
	pthread_mutex_lock(&P.mu);
	P.quit = 1;
	pthread_cond_broadcast(&P.go);
	pthread_mutex_unlock(&P.mu);
	for (int i = 1; i < P.started; i++)
		pthread_join(P.tid[i], NULL);
	P.started = 0;
	P.quit = 0;
}

/* At teardown, the ring's context current: the ring and the helpers. */
void
o2c_stage_teardown(void)
{
	o2c_stage_stop();
	free_slots();
	atomic_store(&X.state, O2C_STAGE_NONE);
}
