/* The ledger's JSON file (OMP2CUDA_PROFILE_OUT=path.json): the rows and
 * the total with every figure of the table, the staged copies' DMA null
 * where CUDA events could not measure it.  tools/bench reads it.
 */
#include <stdint.h>
#include <stdio.h>

#include "ledger.h"

static void
json_string(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", *s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

static void
json_ops(FILE *f, const uint64_t *n, const uint64_t *ns, const uint64_t *bytes)
{
	int k;

	for (k = 0; k < O2C_OP_N; k++)
		fprintf(f, "\"%ss\": %llu, \"%s_us\": %.3f, \"%s_bytes\": %llu, ", o2c_ledger_op_name[k],
		        (unsigned long long)n[k], o2c_ledger_op_name[k], ns[k] / 1e3, o2c_ledger_op_name[k],
		        (unsigned long long)bytes[k]);
	fprintf(f, "\"gpu_total_us\": %.3f", o2c_ledger_gpu_total(ns) / 1e3);
}

/* The staged copies of a row or the total; their DMA null with events. */
static void
json_staged(FILE *f, const uint64_t *ns, const Staged *st)
{
	int k;

	for (k = 0; k < 2; k++) {
		const char *d = o2c_ledger_staged_name[k];
		fprintf(f, ", \"staged_%ss\": %llu, \"staged_%s_us\": %.3f, "
		           "\"staged_%s_bytes\": %llu, \"staged_%s_dmas\": %llu, "
		           "\"staged_%s_dma_us\": ",
		        d, (unsigned long long)st[k].n, d, st[k].ns / 1e3, d,
		        (unsigned long long)st[k].bytes, d, (unsigned long long)st[k].dmas, d);
		if (o2c_ledger.mode == MODE_EVENTS)
			fputs("null", f);
		else
			fprintf(f, "%.3f", st[k].dma_ns / 1e3);
	}
	if (o2c_ledger.mode == MODE_EVENTS)
		fputs(", \"gpu_total_dma_us\": null", f);
	else
		fprintf(f, ", \"gpu_total_dma_us\": %.3f", o2c_ledger_gpu_total_dma_us(ns, st));
}

void
o2c_ledger_write_json(FILE *f)
{
	Sum s;
	size_t i;

	o2c_ledger_sum_rows(&s);
	fprintf(f, "{\"tool\": \"omp2cuda-ledger\", \"version\": 1, \"source\": \"%s\", \"note\": ",
	        o2c_ledger_source_name());
	json_string(f, o2c_ledger.note);
	fprintf(f, ",\n \"regions\": [");
	for (i = 0; i < o2c_ledger.nrows; i++) {
		const Row *r = &o2c_ledger.rows[i];
		fprintf(f, "%s\n  {\"name\": ", i ? "," : "");
		json_string(f, r->name);
		fprintf(f, ", \"kind\": \"%s\", \"runs\": %llu, \"host_runs\": %llu, "
		           "\"host_us\": %.3f, ",
		        r->kind, (unsigned long long)r->runs, (unsigned long long)r->host_runs,
		        r->host_ns / 1e3);
		json_ops(f, r->n, r->ns, r->bytes);
		json_staged(f, r->ns, r->st);
		fputc('}', f);
	}
	fprintf(f, "],\n \"total\": {\"runs\": %llu, \"host_runs\": %llu, \"host_us\": %.3f, ",
	        (unsigned long long)s.runs, (unsigned long long)s.host_runs, s.host_ns / 1e3);
	json_ops(f, s.n, s.ns, s.bytes);
	json_staged(f, s.ns, s.st);
	fprintf(f, ", \"gpu_busy_us\": %.3f},\n", o2c_ledger.busy_ns / 1e3);
	fprintf(f,
	        " \"gpu_total_us\": %.3f, \"init_context_us\": %.3f, \"init_module_us\": %.3f, "
	        "\"profiler_us\": %.3f, \"teardown_us\": ",
	        o2c_ledger_gpu_total(s.ns) / 1e3, o2c_ledger.context_ns / 1e3,
	        o2c_ledger.module_ns / 1e3, o2c_ledger.profiler_ns / 1e3);
	if (o2c_ledger.teardown_seen)
		fprintf(f, "%.3f", o2c_ledger.teardown_ns / 1e3);
	else
		fputs("null", f);
	fprintf(f, ", \"wall_us\": %.3f, \"wall_from\": \"%s\", \"dropped\": %llu",
	        (o2c_ledger.t_end - o2c_ledger.t_load) / 1e3,
	        o2c_ledger.mode == MODE_INJECT ? "cuInit" : "main",
	        (unsigned long long)o2c_ledger.dropped);
	fprintf(f, ", \"host_h2d_us\": %.3f, \"host_d2h_us\": %.3f, \"pin_us\": %.3f, "
	           "\"elided_copies\": %llu, \"elided_bytes\": %llu}\n",
	        o2c_ledger.xfer_ns[O2C_OP_H2D] / 1e3, o2c_ledger.xfer_ns[O2C_OP_D2H] / 1e3,
	        o2c_ledger.xfer_ns[O2C_OP_OTHER] / 1e3, (unsigned long long)o2c_ledger.elided,
	        (unsigned long long)o2c_ledger.elided_bytes);
}
