"""Prints what the ratio chart of a saved result (argv[1]) says: the metric
and baseline it names, its log axis's ticks against the lowest bar, the
title and label it is drawn with and whether the title fits the image (the
charts are drawn into argv[2]).  It needs matplotlib."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "../../../../tools/bench"))
import report  # noqa: E402

res = json.load(open(sys.argv[1]))
print("metric:", report.metric_label(res))
print("baseline:", report.baseline_label(res, "clang16"))
low = min(m["ci"][0] for m in res["comparisons"])
ticks = report.ratio_ticks(low / 1.15, 1.25 * 1.15)
print("lowest bar end %.3f, ticks below it: %s" % (low, [t for t in ticks if t <= low]))
import matplotlib  # noqa: E402
matplotlib.use("Agg")
import matplotlib.figure  # noqa: E402

drawn = {}
savefig = matplotlib.figure.Figure.savefig


def keep(fig, path, **kw):
    """Records the ratio chart's title, label and extents as it is saved."""
    if os.path.basename(str(path)) == "ratio.png":
        ax = fig.axes[0]
        fig.canvas.draw()
        box, page = ax.title.get_window_extent(), fig.bbox
        drawn.update(title=" ".join(ax.get_title().split()),
                     ylabel=" ".join(ax.get_ylabel().split()),
                     inside=box.x0 >= page.x0 and box.x1 <= page.x1 and box.y1 <= page.y1)
    return savefig(fig, path, **kw)


matplotlib.figure.Figure.savefig = keep
report.charts(res, sys.argv[2], "clang16")
print("title:", drawn["title"])
print("ylabel:", drawn["ylabel"])
print("title inside the image:", "yes" if drawn["inside"] else "no")
