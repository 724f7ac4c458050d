"""Smoke test of the built program: `dist/parlour/parlour --selftest` offscreen must exit 0.

Also measures what the closing notes and BENCHMARKS.md report: the size of dist/parlour and of
the tarball, and the cold start (launch to table drawn, from the timestamp the program prints
under --selftest), median of --runs runs.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def run_once(exe: Path, timeout: float) -> tuple[float, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.time()
    proc = subprocess.run([str(exe), "--selftest"], capture_output=True, text=True, timeout=timeout, env=env)
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout + proc.stderr)
        raise SystemExit(f"smoke test failed: {exe} --selftest exited {proc.returncode}")
    match = re.search(r"table drawn at ([0-9.]+)", proc.stdout)
    if not match:
        sys.stderr.write(proc.stdout + proc.stderr)
        raise SystemExit("smoke test failed: --selftest printed no 'table drawn at' timestamp")
    return float(match.group(1)) - start, proc.stdout


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--exe", default=str(ROOT / "dist" / "parlour" / "parlour"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=300)
    args = parser.parse_args()
    exe = Path(args.exe)
    if not exe.exists():
        raise SystemExit(f"no built program at {exe}: run `make package` first")
    starts = []
    for k in range(args.runs):
        seconds, out = run_once(exe, args.timeout)
        starts.append(seconds)
        if k == 0:
            print(out.strip())
    size = folder_size(exe.parent)
    print(f"built folder: {exe.parent} {size / 2**20:.1f} MiB")
    for tar in sorted((ROOT / "dist").glob("parlour-*.tar.gz")):
        print(f"tarball: {tar.name} {tar.stat().st_size / 2**20:.1f} MiB")
    print(
        f"cold start to table drawn: median {statistics.median(starts):.2f} s over {len(starts)} runs "
        f"({', '.join(f'{s:.2f}' for s in starts)})"
    )
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
