/* The ledger's table on stderr: a line per row and the total, then
 * GPU-total and its parts, the staged copies apart, init, teardown and
 * wall-clock, and the copies as the host saw them.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ledger.h"

static double
gbps(uint64_t bytes, uint64_t ns)
{
	return ns ? (double)bytes / (double)ns : 0;
}

static double
ms(uint64_t ns)
{
	return (double)ns / 1e6;
}

static void
table_row(FILE *f, int w, const char *name, const char *kind, uint64_t runs, const uint64_t *n,
          const uint64_t *ns, const uint64_t *bytes, uint64_t host_runs, uint64_t host_ns)
{
	fprintf(f,
	        "omp2cuda: profile: %-*s %-6s %6llu %10.3f %6llu %10.3f %6llu %9.1f %10.3f %6llu "
	        "%9.1f %9.3f %5llu %10.3f %6llu %10.3f\n",
	        w, name, kind, (unsigned long long)runs, ms(ns[O2C_OP_KERNEL]),
	        (unsigned long long)n[O2C_OP_KERNEL], ms(ns[O2C_OP_H2D]),
	        (unsigned long long)n[O2C_OP_H2D], bytes[O2C_OP_H2D] / 1e6, ms(ns[O2C_OP_D2H]),
	        (unsigned long long)n[O2C_OP_D2H], bytes[O2C_OP_D2H] / 1e6, ms(ns[O2C_OP_MEMSET]),
	        (unsigned long long)n[O2C_OP_MEMSET], ms(o2c_ledger_gpu_total(ns)),
	        (unsigned long long)host_runs, ms(host_ns));
}

static void
print_table(FILE *f, const Sum *s)
{
	int w = 24;
	size_t i;

	for (i = 0; i < o2c_ledger.nrows; i++)
		if ((int)strlen(o2c_ledger.rows[i].name) > w)
			w = (int)strlen(o2c_ledger.rows[i].name);
	fprintf(f, "omp2cuda: profile: %s; times in ms, sizes in MB\n", o2c_ledger.note);
	fprintf(f,
	        "omp2cuda: profile: %-*s %-6s %6s %10s %6s %10s %6s %9s %10s %6s %9s %9s %5s %10s "
	        "%6s %10s\n",
	        w, "region", "kind", "runs", "kernel", "n", "H2D", "n", "H2D MB", "D2H", "n",
	        "D2H MB", "memset", "n", "GPU-total", "host", "host ms");
	for (i = 0; i < o2c_ledger.nrows; i++) {
		const Row *r = &o2c_ledger.rows[i];
		table_row(f, w, r->name, r->kind, r->runs, r->n, r->ns, r->bytes, r->host_runs,
		          r->host_ns);
	}
	table_row(f, w, "total", "", s->runs, s->n, s->ns, s->bytes, s->host_runs, s->host_ns);
}

/* The staged copies apart: their host-wait time (in H2D and D2H) and
 * their DMA (not). */
static void
print_staged(FILE *f, const Sum *s)
{
	const char *sep = "";
	int k;

	fprintf(f, "omp2cuda: profile: H2D and D2H count each staged copy once, as long as the "
	           "host waited for it (first host memcpy to last DMA); staged copies:");
	for (k = 0; k < 2; k++) {
		const Staged *st = &s->st[k];
		if (!st->n)
			continue;
		fprintf(f, "%s %s %llu (%.1f MB), host waited %.3f ms, ", sep, k ? "D2H" : "H2D",
		        (unsigned long long)st->n, st->bytes / 1e6, ms(st->ns));
		if (o2c_ledger.mode == MODE_EVENTS)
			fprintf(f, "their DMA not measured (CUDA events)");
		else
			fprintf(f, "their DMA %.3f ms (%llu pieces)", ms(st->dma_ns),
			        (unsigned long long)st->dmas);
		sep = ";";
	}
	if (o2c_ledger.mode != MODE_EVENTS)
		fprintf(f, "; GPU-total with their DMA only %.3f ms",
		        o2c_ledger_gpu_total_dma_us(s->ns, s->st) / 1e3);
	fputc('\n', f);
}

void
o2c_ledger_print_report(FILE *f)
{
	Sum s;
	uint64_t work;

	o2c_ledger_sum_rows(&s);
	work = s.n[O2C_OP_KERNEL] + s.n[O2C_OP_H2D] + s.n[O2C_OP_D2H] + s.n[O2C_OP_MEMSET] +
	       s.n[O2C_OP_D2D] + s.n[O2C_OP_OTHER];
	if (!work) {
		if (s.host_runs)
			fprintf(f, "omp2cuda: profile: no GPU work was recorded: %llu region runs "
			           "on the host (%s)\n",
			        (unsigned long long)s.host_runs, o2c_ledger.host_why);
		else
			fprintf(f, "omp2cuda: profile: no GPU work was recorded (%s)\n", o2c_ledger.note);
		if (!o2c_ledger.nrows)
			return;
	}
	print_table(f, &s);
	fprintf(f, "omp2cuda: profile: GPU-total %.3f ms = kernel %.3f + H2D %.3f + D2H %.3f; "
	           "memset %.3f, D2D %.3f, other copies %.3f apart; GPU busy %.3f\n",
	        ms(o2c_ledger_gpu_total(s.ns)), ms(s.ns[O2C_OP_KERNEL]), ms(s.ns[O2C_OP_H2D]),
	        ms(s.ns[O2C_OP_D2H]), ms(s.ns[O2C_OP_MEMSET]), ms(s.ns[O2C_OP_D2D]),
	        ms(s.ns[O2C_OP_OTHER]), ms(o2c_ledger.busy_ns));
	if (s.st[0].n + s.st[1].n)
		print_staged(f, &s);
	fprintf(f,
	        "omp2cuda: profile: init: context %.3f ms, modules %.3f ms; profiler setup "
	        "%.3f ms; teardown %s%.3f ms; wall-clock %.3f ms (from %s)\n",
	        ms(o2c_ledger.context_ns), ms(o2c_ledger.module_ns), ms(o2c_ledger.profiler_ns),
	        o2c_ledger.teardown_seen ? "" : "(not seen) ", ms(o2c_ledger.teardown_ns),
	        ms(o2c_ledger.t_end - o2c_ledger.t_load),
	        o2c_ledger.mode == MODE_INJECT ? "the first CUDA call" : "program start");
	if (o2c_ledger.xfer_bytes[O2C_OP_H2D] + o2c_ledger.xfer_bytes[O2C_OP_D2H] + o2c_ledger.elided)
		fprintf(f, "omp2cuda: profile: copies as the host saw them: H2D %.3f ms (%.1f GB/s), "
		           "D2H %.3f ms (%.1f GB/s), page-locking %.3f ms; %llu copies back left out "
		           "(%.3f MB unchanged)\n",
		        ms(o2c_ledger.xfer_ns[O2C_OP_H2D]),
		        gbps(o2c_ledger.xfer_bytes[O2C_OP_H2D], o2c_ledger.xfer_ns[O2C_OP_H2D]),
		        ms(o2c_ledger.xfer_ns[O2C_OP_D2H]),
		        gbps(o2c_ledger.xfer_bytes[O2C_OP_D2H], o2c_ledger.xfer_ns[O2C_OP_D2H]),
		        ms(o2c_ledger.xfer_ns[O2C_OP_OTHER]), (unsigned long long)o2c_ledger.elided,
		        o2c_ledger.elided_bytes / 1e6);
	if (o2c_ledger.dropped)
		fprintf(f, "omp2cuda: profile: warning: %llu records dropped\n",
		        (unsigned long long)o2c_ledger.dropped);
}
