/* The access tags of a unit (Unit.access_tags): members, not public,
 * that regions of member functions defined outside their class name
 * through `this` (data members, and member functions called).  An explicit instantiation names the member, as
 * no other code outside the class may (access is not checked there:
 * C++11 [temp.explicit]p12), and defines a friend function that returns
 * the pointer to member; the region's code reads the member through it,
 * (o2c_this->*o2c_member(o2c_access_<index>())), in the kernels and in the
 * host fallback.  The function is constexpr: the compilers fold it to the
 * member's offset. */
#include "codegen.h"

static void
emit_template(Buf *b, int device)
{
	const char *hd = device ? "__host__ __device__ " : "";

	buf_printf(b, "\n/* members not public that the kernels and host fallbacks name through 'this':\n"
	              " * an explicit instantiation takes each, and o2c_member gives it (emit_access.c) */\n"
	              "template <typename O2cT, typename O2cC> using o2c_member_ptr = O2cT O2cC::*;\n"
	              "template <typename O2cTag, typename O2cTag::type O2cM> struct o2c_access {\n"
	              "\tfriend %sconstexpr typename O2cTag::type o2c_member(O2cTag) { return O2cM; }\n"
	              "};\n",
	           hd);
}

static void
emit_tag(Buf *b, const Unit *u, int i, int device)
{
	const AccessTag *t = &u->access_tags[i];

	buf_printf(b, "struct o2c_access_%d { /* %s::%s */\n"
	              "\ttypedef o2c_member_ptr<%s, %s> type;\n"
	              "\tfriend %sconstexpr type o2c_member(o2c_access_%d);\n"
	              "};\n"
	              "template struct o2c_access<o2c_access_%d, &%s::%s>;\n",
	           i, t->cls, t->member, t->type, t->cls, device ? "__host__ __device__ " : "", i, i,
	           t->cls, t->member);
}

/* The .cu file's: every tag, after the declarations the kernels use. */
void
emit_access_device(Buf *b, const Unit *u)
{
	if (!u->naccess_tags)
		return;
	emit_template(b, 1);
	for (int i = 0; i < u->naccess_tags; i++)
		emit_tag(b, u, i, 1);
}

/* The host file's, before the function at func: the tags its regions
 * name first (the template before the first function that has any). */
void
emit_access_host(Buf *b, const Unit *u, unsigned func)
{
	unsigned first = func;

	for (int i = 0; i < u->naccess_tags; i++)
		if (u->access_tags[i].func < first)
			first = u->access_tags[i].func;
	for (int i = 0, printed = 0; i < u->naccess_tags; i++) {
		if (u->access_tags[i].func != func)
			continue;
		if (!printed++ && first == func)
			emit_template(b, 0);
		emit_tag(b, u, i, 0);
	}
}
