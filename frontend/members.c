/* Struct members in map clauses and in kernel code (OpenMP 5.0
 * 2.19.7.1, 5.2 5.8.3).
 *
 * A map list item s.n, s.a.b, s.arr[lo:len] or ps->n names a member
 * that is not a pointer: members_resolve walks its path through the
 * struct's type and records the bytes of the struct the member
 * occupies, which lowering joins with the other members the construct
 * names into one piece of the struct's storage (the struct is mapped
 * from the first member named to the last).  A pointer member, of the
 * struct or of a struct among its members (Var.ptr_members), is left to
 * the sections of pointer members (map_items.c), which attach it; a
 * pointer elsewhere, a bit-field and a member of a union are errors.
 *
 * members_note records, for a kernel region, the members of each
 * captured struct its code uses (MemberSpan): where a construct maps
 * members of the struct, the piece it maps covers them too, so that the
 * code reads the host's value of every member it uses.
 */
#include <string.h>

#include "cxx.h"
#include "pieces.h"

/* The struct of v: its own type, or (arrow) the type it points to; a
 * type of kind CXType_Invalid when it is neither. */
static CXType
record_of(Ctx *c, const Region *r, const Var *v, int arrow)
{
	Decl *d = scan_var_decl(c, v, r->src.pragma_begin);
	CXType t, bad = {CXType_Invalid, {0, 0}};

	if (v->host_init) /* this (cxx_this.c) */
		return arrow ? cxx_this_class(c, r->src.pragma_begin) : bad;
	if (!d)
		return bad;
	/* (a C++ reference: what it refers to) */
	t = clang_getCanonicalType(clang_getNonReferenceType(clang_getCursorType(d->cursor)));
	if (arrow) {
		if (t.kind != CXType_Pointer)
			return bad;
		t = clang_getCanonicalType(clang_getPointeeType(t));
	}
	return t.kind == CXType_Record ? t : bad;
}

static int
is_union(CXType t)
{
	return clang_getCursorKind(clang_getTypeDeclaration(t)) == CXCursor_UnionDecl;
}

/* The members of the path .a.b (rest starts after the first '.' or
 * '->'), each a field of the one before: their byte offset in the
 * struct, into *off, and the last one's type, into *t.  0 after an
 * error. */
static int
walk_path(MapItem *m, CXType rec, Piece *rest, Buf *path, long long *off, CXType *t, int *depth)
{
	for (;;) {
		size_t id = ident_len(*rest);
		const char *name = arena_strndup(rest->s, id);
		CXCursor field;
		long long bits;
		int found;
		if (!id || is_union(rec))
			break;
		/* a member of the struct's own or, in C++, of a base class */
		found = cxx_find_field(rec, name, &field, &bits);
		if (found < 0) {
			diag_error(m->loc, "map of '%s' is not supported yet: '%s' is a member of a "
			                   "virtual base class, which has no fixed place in the object",
			           m->text, name);
			return 0;
		}
		if (!found || bits < 0 || clang_Cursor_isBitField(field))
			break;
		buf_printf(path, "%s%s", *depth ? "." : "", name);
		*off += bits / 8;
		*t = clang_getCanonicalType(clang_getCursorType(field));
		(*depth)++;
		*rest = trim((Piece){rest->s + id, rest->at + id, rest->n - id});
		if (!rest->n || rest->s[0] != '.' || t->kind != CXType_Record)
			return 1;
		*rest = trim((Piece){rest->s + 1, rest->at + 1, rest->n - 1});
		rec = *t;
	}
	diag_error(m->loc, "map of '%s' is not supported yet: only members of a struct, "
	                   "'s.n', 's.a.b', 'ps->n' (not of a union, not bit-fields)", m->text);
	return 0;
}

/* s.<path> or ps-><path>, rest starting at the '.' or '->' after the
 * variable's name: the member's path, its bytes in the struct, and
 * whether it is a value (m->value_member) or a pointer member, whose
 * section map_items.c reads.  rest keeps what follows the path (the
 * subscripts of a section).  0 after an error. */
int
members_resolve(Ctx *c, const Region *r, MapItem *m, Piece *rest)
{
	int arrow = rest->n > 2 && rest->s[0] == '-' && rest->s[1] == '>', depth = 0;
	size_t skip = arrow ? 2 : 1;
	CXType rec = record_of(c, r, m->var, arrow), t = rec;
	Buf path = {0};
	long long off = 0;

	*rest = trim((Piece){rest->s + skip, rest->at + skip, rest->n - skip});
	if (rec.kind == CXType_Invalid) {
		diag_error(m->loc, "map of '%s': '%s' is not a struct%s", m->text, m->var->name,
		           arrow ? " pointer" : "");
		return 0;
	}
	if (!walk_path(m, rec, rest, &path, &off, &t, &depth))
		return 0;
	m->member = path.s;
	m->base = arena_printf("%s%s%s", m->var->name, arrow ? "->" : ".", path.s);
	m->member_lo = off;
	m->member_hi = off + clang_Type_getSizeOf(t);
	if (t.kind == CXType_Pointer && depth == 1)
		return 1;
	for (int i = 0; t.kind == CXType_Pointer && i < m->var->nptr_members; i++)
		if (!strcmp(m->var->ptr_members[i], m->member))
			return 1; /* "a.p" (frontend/capture_vars.c) */
	if (t.kind == CXType_Pointer) {
		diag_error(m->loc, "map of '%s' is not supported yet: a pointer inside a member of "
		                   "'%s' (only pointer members of the struct and of the structs "
		                   "among its members)", m->text, m->var->name);
		return 0;
	}
	m->value_member = 1;
	if (rest->n && (t.kind != CXType_ConstantArray ||
	                clang_getCanonicalType(clang_getArrayElementType(t)).kind ==
	                        CXType_ConstantArray)) {
		diag_error(m->loc, "map of '%s' is not supported yet: of a member, only the whole "
		                   "member or a section of a one-dimensional array member, "
		                   "'s.arr[lo:len]'", m->text);
		return 0;
	}
	return 1;
}

static MemberSpan *
span_of(Region *r, Var *v, size_t *cap)
{
	MemberSpan s = {v, 0, 0, NULL, NULL, 0};

	for (int i = 0; i < r->uses.nspans; i++)
		if (r->uses.spans[i].var == v)
			return &r->uses.spans[i];
	s.lo = -1;
	VEC_PUSH(r->uses.spans, r->uses.nspans, *cap, s);
	return &r->uses.spans[r->uses.nspans - 1];
}

/* A kernel region's code uses v as a whole (copies it, passes it). */
void
members_whole(Region *r, Var *v, size_t *cap)
{
	span_of(r, v, cap)->whole = 1;
}

/* base.field or base->field, base naming captured v: the span of the
 * members of v the region uses grows to hold the field; a field whose
 * place clang does not give makes it the whole struct. */
void
members_note(Region *r, Var *v, CXCursor base, CXCursor field, size_t *cap)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(base));
	const char *name = cx_take_string(clang_getCursorSpelling(field));
	MemberSpan *s = span_of(r, v, cap);
	long long bits, size;

	if (t.kind == CXType_Pointer)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	bits = clang_Type_getOffsetOf(t, name);
	size = clang_Type_getSizeOf(clang_getCursorType(field));
	if (bits < 0 || size < 0 || clang_Cursor_isBitField(field)) {
		s->whole = 1;
		return;
	}
	if (s->lo < 0 || bits / 8 < s->lo) {
		s->lo = bits / 8;
		s->first = name;
	}
	if (bits / 8 + size > s->hi) {
		s->hi = bits / 8 + size;
		s->last = name;
	}
}
