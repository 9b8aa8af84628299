/* What cxx.c's checks of device code share with cxx_init.c
 * (initializers) and cxx_params.c (parameter declarations).
 */
#ifndef O2C_FRONTEND_CXX_H
#define O2C_FRONTEND_CXX_H

#include "internal.h"

/* cxx_params.c */
CXType cxx_param_type(CXCursor decl);
void cxx_array_param(Ctx *c, CXCursor decl);

/* cxx_scopes.c */
CXCursor cxx_namespace_member(CXCursor top, unsigned at);
const char *cxx_namespaces_open(CXCursor decl, const char **close);
const char *cxx_without_unnamed(const char *s);
void cxx_using_directives(Ctx *c);
const char *cxx_block_usings(Ctx *c, CXCursor fn, unsigned at);
void cxx_captured_name(Ctx *c, const Region *r, CXCursor ref, const Var *v, Loc loc);
unsigned cxx_decl_begin(Ctx *c, CXCursor d);

/* cxx_members.c */
int cxx_is_method(CXCursor fn);
int cxx_is_lambda_class(CXCursor cls);
int cxx_method_device(Ctx *c, CXCursor fn, Loc loc, CXCursor *def, int *in_class);
int cxx_method_marked(const Ctx *c, CXCursor fn);
CXCursor cxx_friend_class(CXCursor def);
int cxx_friend_device(Ctx *c, CXCursor def, CXCursor cls, Loc loc);
int cxx_this_on_device(Ctx *c, CXCursor this_expr);
int cxx_ctor_template_device(Ctx *c, CXCursor tmpl);
void cxx_members_finish(Ctx *c);
int cxx_is_lambda_var(CXCursor var);
int cxx_member_item(Ctx *c, const char *name, unsigned at, Loc loc);
int cxx_has_field(CXType cls, const char *name);
int cxx_member_alone(CXCursor member);
int cxx_find_field(CXType rec, const char *name, CXCursor *field, long long *bits);
int cxx_holds_directive(const Ctx *c, CXCursor cur);
int cxx_template_instance(CXCursor decl);
int cxx_template_text(CXCursor fn);
int cxx_mangled(const Ctx *c, CXCursor fn);
int cxx_nontrivial_copy(CXType t);
int cxx_copy_runs_code(CXType t);
int cxx_access_tag(Ctx *c, CXCursor fn, CXCursor ref);
const char *cxx_access_text(const char *this_name, int tag);
CXCursor cxx_template_pattern(CXCursor decl);
CXCursor cxx_member_pattern(CXCursor fn);
unsigned cxx_past_template_heads(Ctx *c, CXCursor decl);
int cxx_hidden_member(CXCursor field);

/* cxx_virtual.c */
int cxx_virtual_destructor(CXType t);
int cxx_built_on_device(Ctx *c, CXCursor e, unsigned begin, unsigned end);
int cxx_virtual_call_ok(Ctx *c, CXCursor member, CXCursor fn, unsigned begin, unsigned end, int body,
                        Loc loc);
int cxx_virtual_delete_ok(Ctx *c, CXCursor p, unsigned begin, unsigned end, Loc loc);
void cxx_virtual_finish(Ctx *c, void (*use)(CXCursor fn, void *data), void *data);
void cxx_overriders(const Ctx *c, CXCursor fn, void (*each)(CXCursor m, void *data), void *data);

/* cxx_implicit.c: what an implicit special member calls, told to
 * method (a member of a class) and pattern (a member of a class
 * template's pattern that stands for one). */
typedef struct CxxImplicit {
	void (*method)(CXCursor m, void *data);
	void (*pattern)(CXCursor tmpl, void *data);
	void *data;
} CxxImplicit;
int cxx_implicit_member(CXCursor fn);
void cxx_implicit_part(CXType t, CXCursor fn, const CxxImplicit *cb);
void cxx_implicit_parts(CXType t, CXCursor fn, const CxxImplicit *cb);

/* cxx_structors.c */
void cxx_ctor_defaults(CXCursor ctor, void (*each)(CXType t, void *data), void *data);
void cxx_destructors(CXType t, void (*each)(CXCursor fn, void *data), void *data);

/* cxx_statics.c */
const char *cxx_host_bind(CXCursor var, CXType t, const char *name);
const char *cxx_qualified_name(CXCursor var);
int cxx_static_through(CXCursor member, CXCursor parent, Loc loc);
int cxx_bind_hides(Ctx *c, const Region *r, const Decl *d, const Var *v, Loc loc);
Decl *cxx_qualified_decl(Ctx *c, const char *text);

/* cxx_calls.c */
int cxx_calls_instance(Ctx *c, CXCursor def);
int cxx_calls_template(Ctx *c, CXCursor def, int *fn);
void cxx_calls_specialization(Ctx *c, CXCursor def);

/* cxx_constants.c */
int cxx_constant_var(Ctx *c, CXCursor var, Loc loc);
int cxx_variable_template(Ctx *c, CXCursor spec, Loc loc);
void cxx_constants_finish(Ctx *c);

/* cxx_closures.c */
int cxx_closure_argument(Ctx *c, CXCursor cls, const char *param, unsigned host_at, Loc use,
                         const char **alias, const char **cond, const char **text);
int cxx_closure_known(Ctx *c, CXCursor cls);
int cxx_lambda_generic(CXCursor lambda);
const char *cxx_member_constant_decl(CXCursor cur, CXCursor var);
int cxx_closure_captured(Ctx *c, CXCursor var, unsigned func, Loc use);
CXCursor cxx_closure_body(Ctx *c, CXCursor cls, unsigned *begin, unsigned *end);
int cxx_closure_member(Ctx *c, CXCursor cls, CXCursor var, Loc loc);
int cxx_closure_var(Ctx *c, CXCursor var);
const char *cxx_closure_member_name(Ctx *c, CXCursor cls, long long byte);

/* cxx_this.c */
Var *cxx_this_var(Ctx *c, unsigned at, Loc use);
Var *cxx_this_item(Ctx *c, const Region *r, const char *name, int *member, Loc loc);

/* cxx_this_text.c */
CXType cxx_this_class(Ctx *c, unsigned at);
const char *cxx_this_text(Ctx *c, CXCursor e, const char *text);

/* cxx_init.c */
void cxx_char_array(Ctx *c, CXCursor decl);
int cxx_reorder_init(Ctx *c, CXCursor v);
int cxx_reordered(Ctx *c, CXCursor list);
void cxx_init_list(Ctx *c, CXCursor list, Loc loc);
int cxx_union_bitfield_init(CXCursor list);
enum CXChildVisitResult cxx_check_initializer(CXCursor cur, CXCursor parent, CXClientData data);

/* cxx_template_args.c: a template's parameters, in order
 * (TemplateTypeParameter, NonTypeTemplateParameter,
 * TemplateTemplateParameter); argument i of specialization spec; one
 * argument for parameter prm: its alias, the condition that selects it,
 * its spelling (0 for a kind not taken); is fn a member function of a
 * class template's specialization (not a partial one): then *cls is that
 * specialization. */
typedef struct TemplateParams {
	CXCursor p[16];
	int n;
} TemplateParams;
typedef struct TemplateArg {
	enum CXTemplateArgumentKind kind; /* _Type or _Integral, as taken */
	CXType type;                      /* a type's */
	long long value;                  /* an integral value's */
	unsigned long long uvalue;
	int ref;                          /* a type's, read as the type a
	                                     reference refers to: 1 the type
	                                     is `type &`, 2 `type &&` */
} TemplateArg;
void cxx_template_params(CXCursor tmpl, TemplateParams *ps);
TemplateArg cxx_template_arg_of(CXCursor spec, int i);
int cxx_template_arg_text(const TemplateArg *a, CXCursor prm, const char **alias,
                          const char **cond, const char **text);
int cxx_template_arg(CXCursor spec, int i, CXCursor prm, const char **alias, const char **cond,
                     const char **text);
int cxx_member_of_class_template(CXCursor fn, CXCursor *cls);
int cxx_explicit_specialization(CXCursor cls);

/* cxx_member_templates.c: the template arguments in scope in function
 * fn, an instantiation (of a function template, a member function of a
 * class template's specialization, a member function template's
 * specialization, or both), each with the parameter its definition
 * names: the class's first; 0 where one cannot be read (of a member
 * function template: not found where its specialization spells it) or
 * there are more than 16.  Is fn a specialization of a member function
 * template?  Then *pattern is the template's definition, whose body
 * holds its directives (NULL where it has none). */
#define MAX_MEMBER_ARGS 16
typedef struct TemplateArgs {
	CXCursor prm[MAX_MEMBER_ARGS];
	TemplateArg arg[MAX_MEMBER_ARGS];
	int n;
} TemplateArgs;
int cxx_member_template_spec(CXCursor fn, CXCursor *pattern);
int cxx_template_args_of(CXCursor fn, TemplateArgs *out);
/* The aliases that give the template parameters in scope in function fn
 * their arguments as members of a class ("" for no template; NULL for an
 * argument neither a type nor an integral value, or not read). */
const char *cxx_template_aliases(CXCursor fn);

/* cxx_template_names.c: template template arguments */
int cxx_template_name_argument(CXCursor spec, int i, CXCursor prm, const char **alias, const char **cond,
                               const char **text, CXCursor *named);

/* cxx_packs.c: regions in variadic function templates */
const char *cxx_pack_host_bind(CXCursor parm, const char *name);
int cxx_pack_argument(CXCursor spec, CXCursor prm, const char **alias, const char **cond,
                      const char **text);
int cxx_packs_expand(Ctx *c, const Pragma *ps, int n);

#endif
