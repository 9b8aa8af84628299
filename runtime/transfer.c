/* Copies between host and device memory, and how they reach the bus.
 *
 * A copy from ordinary (pageable) host memory runs far below the bus's
 * speed: the driver stages it through a small pinned buffer of its own,
 * one piece at a time.  Three ways, chosen by OMP2CUDA_TRANSFER:
 *
 *   pageable  cuMemcpyHtoD / cuMemcpyDtoH on the user's memory, as is.
 *   stage     copies of at least OMP2CUDA_STAGE_MIN bytes (default 2 MiB)
 *             go through a ring of pinned chunks: the host copy of one
 *             chunk, split over a few threads, overlaps the DMA of the
 *             one before (host to device), or of the one after (device
 *             to host).  Smaller copies are pageable.
 *   pin       a mapping of at least OMP2CUDA_STAGE_MIN bytes made by
 *             target data or target enter data is page-locked in place
 *             (cuMemHostRegister) while it is mapped, so that its copies
 *             (entry, target update, exit) are direct DMA; a mapping that
 *             cannot be locked (a page shared with another locked one)
 *             and any other large copy are staged.
 *   auto      the default: stage.  (measured in benchmarks/README.md)
 *
 * Host memory stays the user's ordinary memory in every mode, and each
 * copy is complete when its function returns, as the map clause needs.
 *
 * The ring: 4 slots of OMP2CUDA_STAGE_CHUNK bytes (default 8 MiB), each
 * allocated with cuMemHostAlloc when a copy first needs it and freed at
 * teardown.  A copy smaller than 4 chunks is cut in 4 pieces (of at
 * least 512 KiB) so that it still overlaps.  Copies are queued on the
 * legacy default stream, which orders them with the kernels of
 * synchronous constructs (the streams of deferred target tasks order
 * themselves against it, stream.c); an event per slot says when it may
 * be reused.  The ring serves the first GPU
 * that stages (its events are that context's); the copies of any other
 * GPU stay pageable.  OMP2CUDA_STAGE_THREADS (default:
 * the processors online, at most 16, the caller included) share each
 * piece's host copy: one thread copies about 8 GB/s, the bus takes 55.
 *
 * The ledger counts a staged copy as long as the host waits for it (the
 * o2c_ledger_staged hooks around it), its pieces' DMA apart; a direct
 * copy by its DMA.  The host side of each copy (page-locking too) is
 * also timed here and reported apart (o2c_ledger_xfer).
 *
 * Requires: the runtime lock held and the context bound, as in map.c.
 * The lock is what keeps the ring to one copy at a time: no slot is in
 * flight once a copy has returned, and only its holder makes one.
 */
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

enum { SLOTS = 4, MAX_THREADS = 16 };

static struct {
	int ready; /* settings read */
	int mode;
	size_t min;   /* smallest staged copy, or locked mapping */
	size_t chunk; /* bytes per slot */
	int threads;  /* host threads per chunk, the caller included */
	void *slot[SLOTS];
	CUevent done[SLOTS];
	CUcontext ctx; /* the ring's events belong to this context */
} X;

/* The helper threads of the staging copies.  The caller posts one job
 * (copy n bytes) split in X.threads parts, does part 0 and waits. */
static struct {
	pthread_mutex_t mu;
	pthread_cond_t go, idle;
	pthread_t tid[MAX_THREADS];
	int started;
	unsigned long gen;
	int pending, quit;
	char *dst;
	const char *src;
	size_t bytes;
} P = {.mu = PTHREAD_MUTEX_INITIALIZER, .go = PTHREAD_COND_INITIALIZER, .idle = PTHREAD_COND_INITIALIZER};

static size_t
env_size(const char *name, size_t dflt)
{
	const char *s = getenv(name);
	char *end;
	unsigned long long v;

	if (!s || !*s)
		return dflt;
	v = strtoull(s, &end, 0);
	if (*end == 'K' || *end == 'k')
		v <<= 10, end++;
	else if (*end == 'M' || *end == 'm')
		v <<= 20, end++;
	if (*end || v == 0) {
		o2c_warn("%s=%s is not a size; using %zu", name, s, dflt);
		return dflt;
	}
	return (size_t)v;
}

static void
settings(void)
{
	static const char *const names[] = {"auto", "pageable", "stage", "pin", 0};
	static const int mode[] = {O2C_XFER_STAGE, O2C_XFER_PAGEABLE, O2C_XFER_STAGE, O2C_XFER_PIN};
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);

	X.ready = 1;
	X.mode = mode[o2c_env_choice("OMP2CUDA_TRANSFER", names, 0)];
	X.min = env_size("OMP2CUDA_STAGE_MIN", (size_t)2 << 20);
	X.chunk = env_size("OMP2CUDA_STAGE_CHUNK", (size_t)8 << 20);
	X.threads = (int)env_size("OMP2CUDA_STAGE_THREADS", cpus > 1 ? (size_t)cpus : 1);
	if (X.threads > MAX_THREADS)
		X.threads = MAX_THREADS;
}

int
o2c_xfer_mode(void)
{
	if (!X.ready)
		settings();
	return X.mode;
}

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

static void *
helper(void *arg)
{
	int me = (int)(intptr_t)arg;
	unsigned long seen = 0;

	pthread_mutex_lock(&P.mu);
	for (;;) {
		while (P.gen == seen && !P.quit)
			pthread_cond_wait(&P.go, &P.mu);
		if (P.quit)
			break;
		seen = P.gen;
		pthread_mutex_unlock(&P.mu);
		copy_part(me, X.threads);
		pthread_mutex_lock(&P.mu);
		if (--P.pending == 0)
			pthread_cond_signal(&P.idle);
	}
	pthread_mutex_unlock(&P.mu);
	return NULL;
}

/* Start the helpers with every signal blocked: the user's handlers run
 * in the user's threads. */
static void
start_helpers(void)
{
	sigset_t all, old;
	int i;

	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	for (i = 1; i < X.threads; i++)
		if (pthread_create(&P.tid[i], NULL, helper, (void *)(intptr_t)i))
			break;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (i < X.threads) {
		o2c_warn("staging copies: only %d of %d threads started", i, X.threads);
		X.threads = i;
	}
	P.started = X.threads;
}

static void
par_copy(void *dst, const void *src, size_t bytes)
{
	if (X.threads <= 1 || bytes < ((size_t)256 << 10)) {
		memcpy(dst, src, bytes);
		return;
	}
	if (!P.started)
		start_helpers();
	pthread_mutex_lock(&P.mu);
	P.dst = dst;
	P.src = src;
	P.bytes = bytes;
	P.pending = X.threads - 1;
	P.gen++;
	pthread_cond_broadcast(&P.go);
	pthread_mutex_unlock(&P.mu);
	copy_part(0, X.threads);
	pthread_mutex_lock(&P.mu);
	while (P.pending)
		pthread_cond_wait(&P.idle, &P.mu);
	pthread_mutex_unlock(&P.mu);
}

/* The piece size of a copy of n bytes, and the ring slots it uses,
 * allocated at their first use.  On failure (no pinned memory to be had)
 * copies stay pageable: slower, still correct. */
static size_t
ring(size_t bytes)
{
	size_t piece = bytes / SLOTS;
	CUcontext ctx = NULL;
	int i;

	if (CU_CALL(cuCtxGetCurrent, &ctx) || (X.ctx && ctx != X.ctx))
		return 0;
	X.ctx = ctx;
	piece = piece < ((size_t)512 << 10) ? (size_t)512 << 10 : (piece + 4095) & ~(size_t)4095;
	if (piece > X.chunk)
		piece = X.chunk;
	for (i = 0; i < SLOTS && (size_t)i * piece < bytes; i++) {
		if (X.slot[i])
			continue;
		if (CU_CALL(cuMemHostAlloc, &X.slot[i], X.chunk, CU_MEMHOSTALLOC_PORTABLE) ||
		    CU_CALL(cuEventCreate, &X.done[i], CU_EVENT_DISABLE_TIMING)) {
			o2c_warn("staging copies: %s; copying from pageable memory",
			         o2c_error_message());
			o2c_xfer_teardown();
			X.mode = O2C_XFER_PAGEABLE;
			return 0;
		}
	}
	return piece;
}

/* Bytes in the piece of a copy of `bytes` that starts at off. */
static size_t
piece_len(size_t bytes, size_t off, size_t piece)
{
	return bytes - off < piece ? bytes - off : piece;
}

static int
stage_in(unsigned long long dev, const char *host, size_t bytes, size_t piece)
{
	size_t off, n;
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

static int
stage_out(char *host, unsigned long long dev, size_t bytes, size_t piece)
{
	size_t nchunks = (bytes + piece - 1) / piece, j, off;
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

/* The piece size when the copy is staged, else 0. */
static size_t
staged(size_t bytes, int pinned)
{
	return !pinned && X.mode != O2C_XFER_PAGEABLE && bytes >= X.min ? ring(bytes) : 0;
}

/* The two copies.  pinned: the host range is page-locked (a locked
 * mapping), so the DMA reads or writes it directly. */
int
o2c_copy_in(unsigned long long dev, const void *host, size_t bytes, int pinned)
{
	unsigned long long t;
	size_t piece;
	int r;

	o2c_inflight_settle(1); /* a fault is its kernel's, not this copy's */
	o2c_xfer_mode();
	t = o2c_ledger_clock();
	o2c_ledger_op_begin(NULL);
	if ((piece = staged(bytes, pinned))) {
		unsigned long long since = o2c_ledger_staged_begin(O2C_OP_H2D);

		r = stage_in(dev, host, bytes, piece);
		o2c_ledger_staged_end(O2C_OP_H2D, bytes, since);
	} else {
		r = CU_CALL(cuMemcpyHtoD, dev, host, bytes) ? -1 : 0;
	}
	if (r)
		return -1;
	o2c_ledger_op_end(NULL, O2C_OP_H2D, bytes);
	o2c_ledger_xfer(O2C_OP_H2D, bytes, o2c_ledger_clock() - t);
	return 0;
}

int
o2c_copy_out(void *host, unsigned long long dev, size_t bytes, int pinned)
{
	unsigned long long t;
	size_t piece;
	int r;

	o2c_inflight_settle(1); /* a fault is its kernel's, not this copy's */
	o2c_xfer_mode();
	t = o2c_ledger_clock();
	o2c_ledger_op_begin(NULL);
	if ((piece = staged(bytes, pinned))) {
		unsigned long long since = o2c_ledger_staged_begin(O2C_OP_D2H);

		r = stage_out(host, dev, bytes, piece);
		o2c_ledger_staged_end(O2C_OP_D2H, bytes, since);
	} else {
		r = CU_CALL(cuMemcpyDtoH, host, dev, bytes) ? -1 : 0;
	}
	if (r)
		return -1;
	o2c_ledger_op_end(NULL, O2C_OP_D2H, bytes);
	o2c_ledger_xfer(O2C_OP_D2H, bytes, o2c_ledger_clock() - t);
	return 0;
}

/* Page-lock a long-lived mapping (pin mode): 1 if locked.  A range that
 * cannot be locked is staged instead: not an error. */
int
o2c_xfer_lock(void *host, size_t bytes)
{
	unsigned long long t;
	CUresult r;

	if (o2c_xfer_mode() != O2C_XFER_PIN || bytes < X.min)
		return 0;
	t = o2c_ledger_clock();
	r = o2c_cu.cuMemHostRegister(host, bytes, CU_MEMHOSTREGISTER_PORTABLE);
	o2c_ledger_xfer(O2C_OP_OTHER, bytes, o2c_ledger_clock() - t);
	if (r != CUDA_SUCCESS) {
		o2c_note("", "page-locking %zu bytes at %p: %s; its copies are staged", bytes, host,
		         o2c_cu_describe(r));
		return 0;
	}
	return 1;
}

void
o2c_xfer_unlock(void *host)
{
	unsigned long long t = o2c_ledger_clock();

	(void)CU_CALL(cuMemHostUnregister, host);
	o2c_ledger_xfer(O2C_OP_OTHER, 0, o2c_ledger_clock() - t);
}

/* At teardown, the context still current: the ring and the helpers. */
void
o2c_xfer_teardown(void)
{
	int i;

	for (i = 0; i < SLOTS; i++) {
		if (X.slot[i])
			(void)CU_CALL(cuMemFreeHost, X.slot[i]);
		if (X.done[i])
			(void)CU_CALL(cuEventDestroy, X.done[i]);
		X.slot[i] = NULL;
		X.done[i] = NULL;
	}
	o2c_xfer_stop();
}

/* The helpers only: a quick teardown leaves the ring to the driver. */
void
o2c_xfer_stop(void)
{
	int i;

	if (!P.started)
		return;
	pthread_mutex_lock(&P.mu);
	P.quit = 1;
	pthread_cond_broadcast(&P.go);
	pthread_mutex_unlock(&P.mu);
	for (i = 1; i < P.started; i++)
		pthread_join(P.tid[i], NULL);
	P.started = 0;
	P.quit = 0;
}
