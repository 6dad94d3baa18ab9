#!/usr/bin/env python3
"""Per-build cost from two callgrind runs of `Benchmarks --profile SCENE N` (N=1 and N=3).

    scripts/callgrind-diff.py cg.1 cg.3 [--incl] [--top=60] [--n=2] | swift demangle --simplified

Prints, per function, (count in the second file - count in the first) / n, in millions of instructions:
the cost of one extra build. `--incl` uses inclusive counts (unreliable for functions in recursion cycles,
whose names end in '2). Library names are dropped from the key: callgrind labels some addresses with a
different library from run to run.
"""
import re
import subprocess
import sys


def load(path, inclusive):
    args = ['callgrind_annotate', '--auto=no', '--threshold=100'] + (['--inclusive=yes'] if inclusive else [])
    out = subprocess.run(args + [path], capture_output=True, text=True, check=True).stdout
    costs = {}
    for line in out.splitlines():
        m = re.match(r'\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+(.*)', line)
        if m:
            key = re.sub(r' \[[^]]*\]$', '', m.group(2))
            costs[key] = costs.get(key, 0) + int(m.group(1).replace(',', ''))
    return costs


def option(name, default):
    for arg in sys.argv:
        if arg.startswith(f'--{name}='):
            return int(arg.split('=', 1)[1])
    return default


files = [a for a in sys.argv[1:] if not a.startswith('--')]
if len(files) != 2:
    sys.exit(__doc__)
inclusive = '--incl' in sys.argv
first, second = load(files[0], inclusive), load(files[1], inclusive)
n = option('n', 2)
rows = sorted(((second.get(k, 0) - first.get(k, 0), k) for k in set(first) | set(second)), reverse=True)
for delta, key in rows[:option('top', 60)]:
    print(f'{delta / n / 1e6:8.2f}M  {key[:200]}')
