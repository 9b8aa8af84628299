/* Declare target variables (OpenMP 5.2 7.8.1 and 7.8.2): which file-scope
 * variables have a copy of their own in device memory, and the
 * __device__ definition of that copy in the .cu file.
 *
 * A variable is declare target when it is declared between
 * `declare target` (or `begin declare target`) and `end declare target`,
 * or named in `declare target(list)`, `declare target to(list)` or
 * `declare target enter(list)`.  Device code names the __device__
 * variable directly; the runtime finds its address in the loaded module
 * and enters it in the present table, so maps and target update reach
 * it.  Other file-scope variables used in a region are captured like
 * local ones (captures.c): arrays mapped tofrom, scalars firstprivate.
 *
 * A variable named in `declare target link(list)` has no device copy
 * while the program loads: its device storage is what a map clause or a
 * target enter data makes for it, while it is mapped, and a target
 * construct that names it maps it tofrom (OpenMP 5.2 5.8.1, its first
 * rule).  The .cu file declares a __device__ pointer to it,
 * o2c_link_<name>, which the runtime sets whenever the variable is
 * mapped (runtime/globals.c); kernels and device functions that name the
 * variable begin with a reference to what it points to,
 * `double (&big)[N] = *o2c_link_big;`, and use it as written.  That is
 * the use case: a file-scope table too big to keep on the device for the
 * whole run.
 */
#include <ctype.h>
#include <string.h>

#include "cxx.h"
#include "internal.h"

static int
word_at(const char *s, const char *w)
{
	size_t n = strlen(w);

	return !strncmp(s, w, n) && !isalnum((unsigned char)s[n]) && s[n] != '_';
}

/* Does the file declare a static data member named name (which a list
 * of declare target may name qualified, or alone in its class)? */
static int
static_member_named(Ctx *c, const char *name)
{
	for (size_t i = 0; c->u->cxx && i < c->ndecls; i++)
		if (!strcmp(c->decls[i].name, name) && scan_static_member(c->decls[i].cursor))
			return 1;
	return 0;
}

/* Mark the variables a list names, the list starting at `at`: declare
 * target, or with link, declare target link. */
static void
mark_list(Ctx *c, unsigned at, unsigned end, unsigned before, int link)
{
	const char *s = c->text;

	while (at < end && s[at] != ')') {
		unsigned b;
		if (!isalpha((unsigned char)s[at]) && s[at] != '_') {
			at++;
			continue;
		}
		for (b = at; at < end && (isalnum((unsigned char)s[at]) || s[at] == '_'); at++)
			;
		const char *name = arena_strndup(s + b, at - b);
		Decl *d = scan_lookup(c, name, before);
		if (!d && static_member_named(c, name)) {
			diag_error(cx_loc(c, b), "'%s' in a declare target directive names a static data "
			                         "member: not supported yet (CUDA has no __device__ static "
			                         "data member)", name);
			continue;
		}
		if (!d) /* a function: compiled for the device when a region calls it */
			continue;
		if (!d->file_scope) {
			diag_error(cx_loc(c, b), "declare target variable '%s' must be declared at file "
			                         "scope", name);
			continue;
		}
		if (link && !d->link) {
			d->link = 1;
			d->link_at = b;
		} else if (!link) {
			d->declare_target = 1;
		}
	}
}

/* The clauses of one declare target directive, from `at` to `end`. */
static void
mark_clauses(Ctx *c, const Pragma *p)
{
	const char *s = c->text;
	unsigned end = p->text_end;

	for (unsigned at = p->clauses_at; at < end; at++) {
		if (s[at] == '(') { /* declare target(list) */
			mark_list(c, at + 1, end, p->begin, 0);
			return;
		}
		if (word_at(s + at, "to") || word_at(s + at, "enter") || word_at(s + at, "link")) {
			int link = s[at] == 'l';
			while (at < end && s[at] != '(')
				at++;
			mark_list(c, at + 1, end, p->begin, link);
			while (at < end && s[at] != ')')
				at++;
			continue;
		}
		if (word_at(s + at, "device_type") || word_at(s + at, "indirect")) {
			while (at < end && s[at] != ')')
				at++;
		}
	}
}

static int
has_clauses(Ctx *c, const Pragma *p)
{
	for (unsigned at = p->clauses_at; at < p->text_end; at++)
		if (!isspace((unsigned char)c->text[at]) && c->text[at] != '\\')
			return 1;
	return 0;
}

void
globals_declare_target(Ctx *c, const Pragma *ps, int n)
{
	unsigned open = 0;
	int depth = 0;

	for (int i = 0; i < n; i++) {
		const char *name = ps[i].name;
		if (!strcmp(name, "end declare target")) {
			if (depth && !--depth)
				for (size_t k = 0; k < c->ndecls; k++)
					if (c->decls[k].file_scope && c->decls[k].at > open &&
					    c->decls[k].at < ps[i].begin)
						c->decls[k].declare_target = 1;
			continue;
		}
		if (strcmp(name, "declare target") && strcmp(name, "begin declare target"))
			continue;
		if (!strcmp(name, "declare target") && has_clauses(c, &ps[i])) {
			mark_clauses(c, &ps[i]);
			continue;
		}
		if (!depth++)
			open = ps[i].end;
	}
	/* OpenMP 5.2 7.8.1: a variable in a link clause has no device copy
	 * of its own, one declare target otherwise has: not both */
	for (size_t k = 0; k < c->ndecls; k++)
		if (c->decls[k].link && c->decls[k].declare_target)
			diag_error(cx_loc(c, c->decls[k].link_at), "'%s' is in a declare target "
			           "link clause and is also declare target without it (enter, to, "
			           "or between 'declare target' and 'end declare target')",
			           c->decls[k].name);
}

/* A declare target link variable: the declaration of its __device__
 * pointer, which the runtime sets while the variable is mapped and which
 * holds NULL otherwise, and the reference device code declares to what
 * it points to.  It may be declared extern: its device copy is made
 * when it is mapped, wherever it is defined. */
static const char *
link_device(Var *v, CXType t)
{
	int array = clang_getCanonicalType(t).kind == CXType_ConstantArray;
	const char *ptr = arena_printf(array ? "(*o2c_link_%s)" : "*o2c_link_%s", v->name);

	v->link_ref = locals_decl(t, arena_printf(array ? "(&%s)" : "&%s", v->name));
	return arena_printf("__device__ %s; /* declare target link(%s): its device copy while it "
	                    "is mapped */", locals_decl(t, ptr), v->name);
}

/* The initializer of a variable as written: from where it begins to
 * where the declaration ends, whole (`= SCALE(2.5)` of a macro's
 * argument).  One the macro that writes the declarator writes too has no
 * text of its own.  NULL after an error. */
static const char *
initializer_text(Ctx *c, CXCursor var, CXCursor init, Loc use)
{
	unsigned b, e, db, de;

	cx_extent(init, &b, &e);
	cx_whole_extent(c, var, &db, &de);
	if ((b <= cx_offset(clang_getCursorLocation(var)) || de < b) && !cx_in_macro(var)) {
		/* `T x(args)`, `T x{args}`: the constructor's call spans the name */
		diag_error(use, "declare target variable '%s' initialized by a call of its class's "
		                "constructor is not supported yet (the device copy would need the "
		                "constructor to run on the device)",
		           cx_take_string(clang_getCursorSpelling(var)));
		return NULL;
	}
	if (b <= cx_offset(clang_getCursorLocation(var)) || de < b) {
		diag_error(use, "declare target variable '%s' has an initializer that the macro "
		                "declaring it writes: not supported yet (write '= value' after the "
		                "macro)", cx_take_string(clang_getCursorSpelling(var)));
		return NULL;
	}
	return cx_text(c, b, de);
}

/* The i-th name of directive p's list (an allocate directive's) (its first parenthesized names,
 * right after its name), or NULL past the last. */
const char *
globals_list_name(Ctx *c, const Pragma *p, int i)
{
	const char *s = c->text + p->text_begin, *end = c->text + p->text_end;
	const char *open = memchr(s, '(', (size_t)(end - s));
	const char *close = open ? memchr(open, ')', (size_t)(end - open)) : NULL;

	for (const char *q = open ? open + 1 : close; q && q < close;) {
		while (q < close && !(isalpha((unsigned char)*q) || *q == '_'))
			q++;
		const char *b = q;
		while (q < close && (isalnum((unsigned char)*q) || *q == '_'))
			q++;
		if (q == b)
			break;
		if (i-- == 0)
			return arena_strndup(b, (size_t)(q - b));
	}
	return NULL;
}

/* The alignment an allocate directive's align clause gives the
 * variable declared by d (a declare target variable's __device__ copy
 * has it too, frontend/globals.c), or 0. */
static long
allocate_align_of(Ctx *c, const Decl *d)
{
	long a = 0;

	for (int i = 0; i < c->nps; i++) {
		const Pragma *p = &c->ps[i];
		const char *name;
		if (!p->name || strcmp(p->name, "allocate") || !pragmas_has_clause(c, p, "align"))
			continue;
		for (int k = 0; (name = globals_list_name(c, p, k)); k++) {
			long n;
			if (!strcmp(name, d->name) && scan_lookup(c, name, p->begin) == d &&
			    frontend_constant(c, pragmas_clause_args(c, p, "align", 0), &n) && n > a)
				a = n;
		}
	}
	return a;
}

/* Is var declared in an unnamed namespace, at any depth? */
static int
in_unnamed_namespace(CXCursor var)
{
	for (CXCursor p = clang_getCursorSemanticParent(var); clang_getCursorKind(p) == CXCursor_Namespace;
	     p = clang_getCursorSemanticParent(p))
		if (clang_Cursor_isAnonymous(p))
			return 1;
	return 0;
}

typedef struct Aligned {
	Ctx *c;
	long align;
} Aligned;

/* The alignment an alignas, _Alignas or aligned attribute of a
 * declaration asks: its argument (an expression, or a type: its
 * alignment), as clang evaluates it. */
static enum CXChildVisitResult
find_aligned(CXCursor cur, CXCursor parent, CXClientData data)
{
	Aligned *a = data;
	CXToken *t;
	unsigned n, open = 0, close = 0;
	int depth = 0;
	long v;

	if (clang_getCursorKind(cur) != CXCursor_AlignedAttr)
		return CXChildVisit_Continue;
	/* alignas and _Alignas: the extent is the keyword, its parentheses follow */
	clang_tokenize(a->c->tu,
	               clang_getRange(clang_getRangeStart(clang_getCursorExtent(cur)),
	                              clang_getRangeEnd(clang_getCursorExtent(parent))),
	               &t, &n);
	for (unsigned k = 0; k < n && !close; k++) {
		const char *s = cx_take_string(clang_getTokenSpelling(a->c->tu, t[k]));
		if (!strcmp(s, "(") && depth++ == 0)
			open = k + 1;
		else if (!strcmp(s, ")") && --depth == 0)
			close = k;
	}
	if (open && close > open) {
		Buf b = {0};
		for (unsigned k = open; k < close; k++)
			buf_printf(&b, "%s%s", k > open ? " " : "",
			           cx_take_string(clang_getTokenSpelling(a->c->tu, t[k])));
		if ((frontend_constant(a->c, b.s, &v) ||
		     frontend_constant(a->c, arena_printf("__alignof__(%s)", b.s), &v)) && v > a->align)
			a->align = v;
	}
	clang_disposeTokens(a->c->tu, t, n);
	return CXChildVisit_Continue;
}

/* The alignment the declaration of d asks beyond its type t's, or 0:
 * alignas, _Alignas or the attribute aligned on it, or an allocate
 * directive's align clause. */
static long
declared_align(Ctx *c, Decl *d, CXType t)
{
	Aligned a = {c, allocate_align_of(c, d)};

	clang_visitChildren(d->cursor, find_aligned, &a);
	return a.align > clang_Type_getAlignOf(t) ? a.align : 0;
}

/* The __device__ definition of a declare target variable, once: its
 * type as declared, without static or extern (each file's .cu is a
 * module of its own), with its initializer as written; of one that
 * another file defines, its extern declaration. */
int
globals_device(Ctx *c, Decl *d, Var *v, Loc use)
{
	CXCursor init = cx_var_init(d->cursor);
	CXType t = clang_getCursorType(d->cursor), elem = t;
	DeviceDecl dd = {0};
	Buf b = {0};
	int extern_only;

	/* defined already: for v, or for the same variable as another
	 * region's code sees it (each instance of a template has its own
	 * Var), whose definition v shares; one declaration may declare
	 * several (`int a[N], b[N];`), which share its offset */
	for (int i = 0; i < c->u->ndecls; i++)
		if (c->u->decls[i].global && c->u->decls[i].at == d->at &&
		    !strcmp(c->u->decls[i].global->name, v->name)) {
			v->pointee_const = c->u->decls[i].global->pointee_const;
			v->link_ref = c->u->decls[i].global->link_ref;
			return 1;
		}
	if (d->header) {
		diag_error(use, "declare target variable '%s' is declared in a header: not supported "
		                "yet (declare it in the file that uses it)", v->name);
		return 0;
	}
	if (clang_Cursor_getStorageClass(d->cursor) == CX_SC_Extern && clang_Cursor_isNull(init) &&
	    !v->link && !clang_Cursor_isNull(clang_getCursorDefinition(d->cursor))) {
		diag_error(use, "declare target variable '%s' is declared 'extern' before its "
		                "definition: not supported yet (define it where it is declared)",
		           v->name);
		return 0;
	}
	/* defined in another file: relocatable device code (frontend/rdc.c)
	 * names its __device__ copy there */
	extern_only = clang_Cursor_getStorageClass(d->cursor) == CX_SC_Extern &&
	              clang_Cursor_isNull(init) &&
	              clang_Cursor_isNull(clang_getCursorDefinition(d->cursor)) && !v->link;
	if (extern_only && clang_getCanonicalType(t).kind == CXType_IncompleteArray) {
		diag_error(use, "declare target variable '%s' of another file is declared without "
		                "its size: declare it with its size", v->name);
		return 0;
	}
	/* a pointer: its device copy holds what the program puts there (a
	 * section of what it points to, mapped, attaches it: lowering/maps.c) */
	if (v->nptr_members || (v->kind == VAR_POINTER && v->link)) {
		diag_error(use, "declare target variable '%s' of type '%s' holds a pointer: not "
		                "supported yet", v->name, v->type);
		return 0;
	}
	/* a const one is read by device code alone: C++ gives it internal
	 * linkage, and the runtime does not look it up */
	v->pointee_const = clang_isConstQualifiedType(clang_getCanonicalType(elem));
	while (clang_getCanonicalType(elem).kind == CXType_ConstantArray) {
		/* clang keeps an element's const on the array type itself */
		elem = clang_getArrayElementType(clang_getCanonicalType(elem));
		v->pointee_const |= clang_isConstQualifiedType(clang_getCanonicalType(elem));
	}
	if (v->link) {
		buf_puts(&b, link_device(v, t));
	} else if (extern_only) {
		buf_printf(&b, "extern __device__ %s; /* defined in another file */", v->local);
		c->u->rdc_uses = 1;
	} else {
		long align = declared_align(c, d, t);
		if (align)
			buf_printf(&b, "__device__ __align__(%ld) %s", align, v->local);
		else
			buf_printf(&b, "__device__ %s", v->local);
		if (!clang_Cursor_isNull(init)) {
			const char *text = initializer_text(c, d->cursor, init, use);
			if (!text || !complex_static_init(d->cursor, init, use))
				return 0;
			cxx_initializer(c, init);
			buf_printf(&b, " = %s", text);
		}
		buf_puts(&b, ";");
	}
	dd.at = d->at;
	dd.loc = cx_loc(c, d->at);
	dd.text = b.s;
	dd.global = v;
	if (c->u->cxx && (v->qualified = cxx_qualified_name(d->cursor))) {
		/* a variable of a namespace: its copy in the same namespace, the
		 * host file's tables by its full name; one of an unnamed
		 * namespace alone keeps its copy at file scope, where device
		 * code's unqualified name finds it */
		if (in_unnamed_namespace(d->cursor)) {
			diag_error(use, "declare target variable '%s' of an unnamed namespace inside a "
			                "named one: not supported yet", v->qualified);
			return 0;
		}
		dd.ns_open = cxx_namespaces_open(d->cursor, &dd.ns_close);
		v->symbol = cx_take_string(clang_Cursor_getMangling(d->cursor));
	}
	VEC_PUSH(c->u->decls, c->u->ndecls, c->cap_decls, dd);
	VEC_PUSH(c->u->globals, c->u->nglobals, c->cap_globals, v);
	return 1;
}
