/* The ledger's CSV file (OMP2CUDA_PROFILE_OUT=path.csv): a line per row
 * and one for the total, the figures of the JSON file as columns; the
 * program-wide ones on the total's line only.
 */
#include <stdint.h>
#include <stdio.h>

#include "ledger.h"

static void
csv_row(FILE *f, const char *scope, const char *name, const char *kind, uint64_t runs,
        uint64_t host_runs, uint64_t host_ns, const uint64_t *n, const uint64_t *ns,
        const uint64_t *bytes, const Staged *st)
{
	int k;

	fprintf(f, "%s,\"", scope);
	for (; *name; name++) {
		if (*name == '"')
			fputc('"', f);
		fputc(*name, f);
	}
	fprintf(f, "\",%s,%s,%llu,%llu,%.3f", kind, o2c_ledger_source_name(), (unsigned long long)runs,
	        (unsigned long long)host_runs, host_ns / 1e3);
	for (k = 0; k < O2C_OP_N; k++)
		fprintf(f, ",%llu,%.3f,%llu", (unsigned long long)n[k], ns[k] / 1e3,
		        (unsigned long long)bytes[k]);
	fprintf(f, ",%.3f", o2c_ledger_gpu_total(ns) / 1e3);
	for (k = 0; k < 2; k++) {
		fprintf(f, ",%llu,%.3f,%llu,%llu,", (unsigned long long)st[k].n, st[k].ns / 1e3,
		        (unsigned long long)st[k].bytes, (unsigned long long)st[k].dmas);
		if (o2c_ledger.mode != MODE_EVENTS)
			fprintf(f, "%.3f", st[k].dma_ns / 1e3);
	}
	fputc(',', f);
	if (o2c_ledger.mode != MODE_EVENTS)
		fprintf(f, "%.3f", o2c_ledger_gpu_total_dma_us(ns, st));
}

void
o2c_ledger_write_csv(FILE *f)
{
	Sum s;
	size_t i;
	int k;

	o2c_ledger_sum_rows(&s);
	fprintf(f, "scope,name,kind,source,runs,host_runs,host_us");
	for (k = 0; k < O2C_OP_N; k++)
		fprintf(f, ",%ss,%s_us,%s_bytes", o2c_ledger_op_name[k], o2c_ledger_op_name[k],
		        o2c_ledger_op_name[k]);
	fprintf(f, ",gpu_total_us");
	for (k = 0; k < 2; k++) {
		const char *d = o2c_ledger_staged_name[k];
		fprintf(f, ",staged_%ss,staged_%s_us,staged_%s_bytes,staged_%s_dmas,staged_%s_dma_us",
		        d, d, d, d, d);
	}
	fprintf(f, ",gpu_total_dma_us,gpu_busy_us,init_context_us,init_module_us,profiler_us,"
	           "teardown_us,wall_us\n");
	for (i = 0; i < o2c_ledger.nrows; i++) {
		const Row *r = &o2c_ledger.rows[i];
		csv_row(f, "region", r->name, r->kind, r->runs, r->host_runs, r->host_ns, r->n,
		        r->ns, r->bytes, r->st);
		fprintf(f, ",,,,,,\n");
	}
	csv_row(f, "total", "total", "-", s.runs, s.host_runs, s.host_ns, s.n, s.ns, s.bytes, s.st);
	fprintf(f, ",%.3f,%.3f,%.3f,%.3f,", o2c_ledger.busy_ns / 1e3, o2c_ledger.context_ns / 1e3,
	        o2c_ledger.module_ns / 1e3, o2c_ledger.profiler_ns / 1e3);
	if (o2c_ledger.teardown_seen)
		fprintf(f, "%.3f", o2c_ledger.teardown_ns / 1e3);
	fprintf(f, ",%.3f\n", (o2c_ledger.t_end - o2c_ledger.t_load) / 1e3);
}
