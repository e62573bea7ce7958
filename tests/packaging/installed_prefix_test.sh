#!/bin/bash
# cmake --install into a temporary prefix, then the prefix moved to another
# folder (so that reckon can find its files only relative to itself) and
# used with the source and build trees out of view: smoke.sh runs in a
# mount namespace with an empty tmpfs over each tree. Needs a mount
# namespace (root, or an unprivileged user namespace); skips (77) without.
#
# usage: installed_prefix_test.sh BUILD_DIR SOURCE_DIR PYTHON
set -u
build=$(realpath "$1") source=$(realpath "$2") python=$3
here=$(dirname "$(realpath "$0")")

# A mount namespace of our own hides the trees from the programs alone.
if timeout -k 5 20 unshare --mount --propagation private true 2>/dev/null; then
  hide=(unshare --mount --propagation private)
elif timeout -k 5 20 unshare --user --map-root-user --mount true 2>/dev/null; then
  hide=(unshare --user --map-root-user --mount)
else
  echo "SKIPPED: no mount namespace (unshare --mount needs root or user namespaces)"
  exit 77
fi

tmp=$(mktemp -d)
[[ $tmp != "$source"/* && $tmp != "$build"/* ]] || { echo "FAILED: TMPDIR $tmp is inside a tree to hide"; exit 1; }
trap 'rm -rf "$tmp"' EXIT
start=$SECONDS
timeout -k 5 300 cmake --install "$build" --prefix "$tmp/installed" >"$tmp/install.log" 2>&1 ||
  { cat "$tmp/install.log"; echo "FAILED: cmake --install"; exit 1; }
# Where the module went: the build's RECKON_PYTHON_INSTALL_DIR below the prefix.
module_dir=$(sed -n 's/^RECKON_PYTHON_INSTALL_DIR:[A-Z]*=//p' "$build/CMakeCache.txt")
grep -qiE '^RECKON_BUILD_PYTHON:BOOL=(ON|1|TRUE|YES)$' "$build/CMakeCache.txt" || { module_dir=; python=none; }
for f in bin/reckon bin/reckon-serve bin/reckon-claims share/reckon/web/index.html \
         share/reckon/data/curated/calculation-tier-easy.txt share/man/man1/reckon.1 \
         share/bash-completion/completions/reckon ${module_dir:+$module_dir}; do
  [[ -e $tmp/installed/$f ]] || { echo "FAILED: cmake --install put no $f"; exit 1; }
done
# Moved: a path compiled into the programs or found at install time is gone.
mv "$tmp/installed" "$tmp/moved"
prefix=$tmp/moved
cp "$here/smoke.sh" "$tmp/smoke.sh"

# Inside the namespace: the trees are empty, or the test proves nothing.
hidden="mount -t tmpfs reckon-hidden '$source'"
[[ $build == "$source"/* ]] || hidden+=" && mount -t tmpfs reckon-hidden '$build'"
timeout -k 5 900 "${hide[@]}" bash -c "$hidden && [[ ! -e '$source/data' && ! -e '$build/CMakeCache.txt' ]] &&
  bash '$tmp/smoke.sh' '$prefix' '$python' '$prefix/$module_dir'"
status=$?
echo "installed prefix test: exit $status, $((SECONDS - start)) s"
exit $status
