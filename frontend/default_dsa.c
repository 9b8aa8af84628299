/* default(firstprivate) and default(private) on a kernel region (OpenMP
 * 5.1 2.21.4.1): each variable the region's code references (a
 * DeclRefExpr of the statement, not a clause's expression) that no clause
 * names and that has no static storage gets the attribute, as if listed
 * in a firstprivate or private clause.  The clause applies to the teams
 * and parallel leaves (5.1 2.16); on the construct as a whole:
 *
 *   private       a private copy per thread or team: the target leaf's
 *                 copy is never read, so listing it on every leaf is the
 *                 same;
 *   firstprivate  a scalar or pointer: the target leaf takes it
 *                 firstprivate already (5.1 2.21.7), its value the host's,
 *                 and the teams' and threads' copies start from it.  An
 *                 array, struct or union, which the target leaf alone
 *                 would map tofrom (5.1 2.21.7), is firstprivate on the
 *                 whole construct too, as if in a firstprivate clause: the
 *                 teams' and threads' copies start from the host's value,
 *                 which a map would have copied to the device, and the
 *                 variable keeps it (its device copy, never written, would
 *                 have been copied back).  Where the variable is already
 *                 present on the device with other values, the map's copies
 *                 would start from those: omp2cuda's start from the host's.
 *
 * A variable a map clause names has its device copy on the target leaf,
 * from which the teams' copies would start: an error, unless a clause
 * gives it an attribute.  (Tasks in a kernel read the clause themselves:
 * tasks.c.)
 *
 * Firstprivate arrays are kernel arguments: their size is checked as a
 * firstprivate clause's is.
 *
 * Requires the region's clauses decoded and its captures read; runs
 * before defaultmap and the implicit mappers.  Guarantees: r->data.privates
 * and r->data.firstprivates hold what it adds.
 */
#include "internal.h"

typedef struct Refs {
	Ctx *c;
	const Region *r;
	Var **vars;           /* the variables referenced, each once */
	int nvars;
	size_t cap;
} Refs;

static int
has(Var **vs, int n, const Var *v)
{
	for (int i = 0; i < n; i++)
		if (vs[i] == v)
			return 1;
	return 0;
}

static enum CXChildVisitResult
refs_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Refs *f = data;
	Decl *d;
	(void)parent;

	if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr)
		return CXChildVisit_Recurse;
	if ((d = scan_var_ref(f->c, cur)) && d->var && !d->global &&
	    !(f->r->src.stmt_begin <= d->at && d->at < f->r->src.stmt_end) &&
	    !has(f->vars, f->nvars, d->var))
		VEC_PUSH(f->vars, f->nvars, f->cap, d->var);
	return CXChildVisit_Continue;
}

/* Does a clause of r name v (a data-sharing attribute, or a map)? */
static int
named(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.nreductions; i++)
		if (r->data.reductions[i].var == v)
			return 1;
	if (has(r->data.privates, r->data.nprivates, v) || has(r->data.firstprivates, r->data.nfirstprivates, v) ||
	    has(r->data.lastprivates, r->data.nlastprivates, v) || has(r->data.shareds, r->data.nshareds, v) ||
	    has(r->data.device_ptrs, r->data.ndevice_ptrs, v) || has(r->data.device_addrs, r->data.ndevice_addrs, v))
		return 1;
	for (int i = 0; i < r->data.nmaps; i++)
		if (r->data.maps[i].var == v)
			return 2;
	return 0;
}

static void
give(Region *r, Var *v, size_t *pcap, size_t *fcap)
{
	const char *what = r->data.default_dsa == DEFAULT_PRIVATE ? "private" : "firstprivate";
	int n = named(r, v);

	if (n == 2)
		diag_error(r->data.default_loc, "default(%s) on '#pragma omp %s' of mapped variable '%s' "
		           "is not supported yet: name it in a shared or %s clause", what,
		           dir_spelling[r->dir], v->name, what);
	else if (n)
		return;
	else if (r->data.default_dsa == DEFAULT_PRIVATE)
		VEC_PUSH(r->data.privates, r->data.nprivates, *pcap, v);
	else if (v->vla || v->struct_array)
		/* as firstprivate clauses' (clause_lists.c): CUDA C++ has no
		 * variable-length array to copy into; the copies' members
		 * would hold host addresses */
		diag_error(r->data.default_loc, "default(firstprivate) on '#pragma omp %s' of '%s', %s, "
		           "is not supported yet: map it", dir_spelling[r->dir], v->name,
		           v->vla ? "a variable-length array" : "an array of structs with pointer members");
	else
		VEC_PUSH(r->data.firstprivates, r->data.nfirstprivates, *fcap, v);
}

void
default_dsa_apply(Ctx *c, Region *r)
{
	Refs f = {c, r, NULL, 0, 0};
	size_t pcap = (size_t)r->data.nprivates, fcap = (size_t)r->data.nfirstprivates;
	Node *stmt;

	if (r->data.default_dsa == DEFAULT_NONE_GIVEN || !dir_has_kernel(r->dir) ||
	    !(stmt = scan_stmt_after(c, r->src.pragma_end)))
		return;
	refs_visit(stmt->cursor, clang_getNullCursor(), &f);
	clang_visitChildren(stmt->cursor, refs_visit, &f);
	int before = r->data.nfirstprivates;
	for (int i = 0; i < f.nvars; i++)
		if (!f.vars[i]->host_value && !f.vars[i]->declare_target)
			give(r, f.vars[i], &pcap, &fcap);
	for (int i = before; i < r->data.nfirstprivates; i++)
		if (r->data.firstprivates[i]->kind == VAR_ARRAY) {
			clauses_check_firstprivates(r, r->data.default_loc); /* kernel arguments */
			break;
		}
}
