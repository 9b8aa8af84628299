/* One instantiation of a function template that holds target regions
 * (frontend/cxx_templates.c): each region inside it is read once per
 * instantiation, and its kernels and host fallback are printed in a
 * namespace of their own where the template's parameters are the
 * instantiation's arguments.  Part of the Region IR: region.h includes it.
 */
#ifndef O2C_FRONTEND_INSTANCE_H
#define O2C_FRONTEND_INSTANCE_H

#define MAX_TEMPLATE_ARGS 8

struct Edit;

typedef struct Instance {
	const char *label;    /* as --explain names it: run<float> */
	const char *suffix;   /* of its kernels' names: _float */
	const char *ns;       /* the namespace of its generated code: o2c_i1 */
	const char *aliases[MAX_TEMPLATE_ARGS]; /* `using T = float;`,
	                                           `constexpr int B = 256;` */
	int naliases;
	const char *cond;     /* the template's parameters are its arguments:
	                         `__is_same(T, float) && (B) == 256` */
	unsigned begin, end;  /* the function template's extent */
	const char *forward;  /* declarations of the classes among its
	                         arguments that the file declares after the
	                         template (`struct Node;`), or NULL */
	unsigned fallbacks_at; /* where the host file prints its regions'
	                          fallbacks: after the definitions of those
	                          classes; 0: before the template */
	struct Edit *edits;   /* the edits its code alone makes, beside the
	                         unit's: each branch of an `if constexpr` it
	                         discards, emptied (cxx_templates_discards) */
	int nedits;
} Instance;

#endif
