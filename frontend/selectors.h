/* What selectors.c (context selectors, metadirectives) shares with
 * variant_calls.c (the functions declare variant calls call): selectors
 * and the contexts they match in (OpenMP 5.0 2.3).
 */
#ifndef O2C_FRONTEND_SELECTORS_H
#define O2C_FRONTEND_SELECTORS_H

#include "internal.h"

enum { MAX_TRAITS = 8, MAX_CONSTRUCTS = 32 };

typedef struct Selector {
	const char *constructs[MAX_TRAITS];
	int nconstructs;
	const char *kinds[MAX_TRAITS];
	int nkinds;
	const char *archs[MAX_TRAITS];
	int narchs;
	const char *vendors[MAX_TRAITS];
	int nvendors;
	long vendor_score;
	const char *td_kinds[MAX_TRAITS]; /* target_device={kind(...)} */
	int ntd_kinds;
	const char *td_archs[MAX_TRAITS]; /* target_device={arch(...)} */
	int ntd_archs;
	int device_num;       /* target_device={device_num(...)} */
	int target_device;    /* the selector names the target_device set */
	int has_user;
	long user, user_score;
	int bad;              /* an error was reported */
} Selector;

typedef struct Variant {
	const char *base, *variant;
	Selector sel;
	Loc loc;
	unsigned at;          /* the directive's offset */
} Variant;

typedef struct DeviceType {
	const char *name;
	int nohost;           /* device_type(nohost); else (host) */
} DeviceType;

/* The context of one copy of the code at a point. */
typedef struct Context {
	const char *constructs[MAX_CONSTRUCTS];
	int n;
	int device;           /* the kernel's copy; else the host's */
	int td;               /* the default device is a GPU; else the host */
	int td_num;           /* the device device_num(...) names is a GPU */
} Context;

long selectors_score(const Selector *s, const Context *x);
void selectors_context(Ctx *c, const Pragma *ps, int n, unsigned at, int device, Context *x);

#endif
