/* What frontend/devfuncs.c knows of the functions compiled for the
 * device: their calls, the contexts they are called in, the directives
 * in them; devfuncs_api.c answers their device API calls from it.
 */
#ifndef O2C_FRONTEND_DEVFUNCS_H
#define O2C_FRONTEND_DEVFUNCS_H

#include <stdint.h>

#include "internal.h"

typedef struct DevCall {
	const Region *r;      /* the kernel region whose code calls, or NULL */
	unsigned from;        /* else the calling function's offset */
	unsigned at;          /* the callee's name */
	unsigned callee;      /* the definition of the function called */
	int called;           /* 0: its address taken, called from anywhere */
} DevCall;

typedef struct DevApi {
	unsigned from;        /* the function's offset */
	ApiCall a;
} DevApi;

/* A calling context: the caller's omp_get_level() (capped), and bits. */
enum {
	CX_LEVEL = 7,   /* omp_get_level() */
	CX_ONE = 8,     /* its team is one thread */
	CX_TEAMS = 16,  /* the team code of a teams region, outside its
	                   distribute and parallel regions: distribute binds */
	CX_BLOCK = 32,  /* a kernel whose teams are its blocks */
	CX_PAR = 64,    /* the code of a parallel region met in the team's
	                   code of such a kernel, without if or num_threads:
	                   the block's threads (threadIdx.x, blockDim.x),
	                   whose barrier is __syncthreads() */
	CX_FIRST = 128, /* as CX_PAR, of a parallel region with a num_threads
	                   clause: the block's first threads, thread k on
	                   threadIdx.x k (lowering/team.c), as many as the
	                   clause says */
	CX_LOOP = 256,  /* the loop's code of a combined teams distribute
	                   parallel loop kernel: a team is a block, its
	                   threads the block's (threadIdx.x, blockDim.x) */
	CX_GRID = 512,  /* the loop's code of target parallel for without a
	                   schedule clause: the grid's threads are its one
	                   team (lowering/team.c APIP_GRID_THREAD) */
	CX_DIST = 1024, /* the code of a teams distribute kernel, outside its
	                   nested regions: a team is a block (a kernel that
	                   reaches such a call keeps its teams off warps) */
	CX_N = 2048,
};

/* A set of calling contexts: a bit per context. */
typedef struct CtxSet {
	uint64_t w[CX_N / 64];
} CtxSet;

typedef struct Fn {
	unsigned at, end;
	unsigned body;        /* just past its body's '{' */
	CtxSet ctxs;          /* its calling contexts */
	int unknown;          /* called through a pointer */
	const char *shadows[API_NUM]; /* the answers given to a macro's calls */
	int closure;          /* a lambda's body, whose copy no edit reaches */
} Fn;

enum {
	K_PARALLEL, /* parallel, parallel for [simd] */
	K_WS,       /* for [simd], single, masked, master, barrier */
	K_SIMD,     /* simd */
	K_DIST,     /* distribute [simd | parallel for [simd]] */
	K_OTHER,
};

typedef struct Con {
	const Pragma *p;
	int fn;               /* its function in the Fn list */
	int kind;             /* K_* */
	int par;              /* it starts a parallel region */
	unsigned sb, se;      /* its statement; p->end for none */
	CXCursor stmt;
	const char *host;     /* the directive the host fallback's copy gets in
	                         its place, or NULL: as written */
} Con;

typedef struct Dev {
	Ctx *c;
	Fn *fns;
	int nfns;
	Con *cons;
	int ncons;
} Dev;

/* A call at offset at of region r's code of the lambda written there at
 * [begin, end): its code runs where it is called. */
typedef struct LambdaCall {
	const Region *r;
	unsigned begin, end, at;
} LambdaCall;

int fn_at(const Dev *d, unsigned at);
int ctx_has(const CtxSet *s, int x);
int ctx_all(const Fn *f, int bits, int any);
int all_ctx(const Fn *f, int bits);
int own_parallels(const Dev *d, int fn, unsigned at, const Con *self, int *any);
void devfuncs_read_api(Dev *d, const DevApi *a);
void devfuncs_shadow_edits(Dev *d);
void dev_tasks_read(Dev *d, const Con *k);

#endif
