// plainproto: reading files, and the one atomic-write helper every file the library writes goes through.
#pragma once

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include "../../error.hpp"

#if defined(_WIN32)
#include <filesystem>
#include <fstream>
#else
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace plainproto {

inline std::string read_file(const std::string& path) {
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr) throw error(error_code::io, "cannot open " + path + ": " + std::strerror(errno));
  std::string content;
  char buffer[65536];  // a large file in few reads, a small one in one
  std::size_t got = 0;
  while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) content.append(buffer, got);
  const bool failed = std::ferror(file) != 0;
  const int saved_errno = errno;
  std::fclose(file);
  if (failed) throw error(error_code::io, "cannot read " + path + ": " + std::strerror(saved_errno));
  return content;
}

// What write_file_atomically waits for before it returns.
enum class write_sync {
  // The new content is handed to the operating system and renamed into place: other programs, and a failure of
  // this one, see the old file or the new one, never a part (sed -i and rsync replace files so).
  rename_only,
  // Also waits until the content and the rename are on the disk (fsync of the file and of its folder), so that
  // the same holds after a power loss or a system crash (unix; elsewhere as rename_only). On a small file the
  // wait is most of the write's time.
  to_disk,
};

#if defined(_WIN32)
inline void write_file_atomically(const std::string& path, std::string_view content,
                                  write_sync sync = write_sync::rename_only) {
  const std::string temp = path + ".plainproto-tmp";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
    out.flush();  // std::ofstream cannot reach the disk; write_sync::to_disk is unix-only
    static_cast<void>(sync);
    if (!out) throw error(error_code::io, "cannot write " + temp);
  }
  std::error_code failure;
  std::filesystem::rename(temp, path, failure);
  if (failure) {
    std::filesystem::remove(temp, failure);
    throw error(error_code::io, "cannot replace " + path + ": " + failure.message());
  }
}
#else
// The file `path` names once symbolic links are followed (a link's relative target is relative to the link's
// folder); `path` itself when it is not a link. The last file need not exist: a dangling link resolves to the
// path it names.
inline std::string resolve_symbolic_links(const std::string& path) {
  constexpr int max_links = 40;  // Linux's limit before ELOOP
  std::string resolved = path;
  for (int links = 0;; ++links) {
    struct stat entry {};
    if (::lstat(resolved.c_str(), &entry) != 0 || !S_ISLNK(entry.st_mode)) return resolved;
    if (links == max_links) throw error(error_code::io, "cannot resolve " + path + ": " + std::strerror(ELOOP));
    std::string target(256, '\0');  // most targets fit; a longer one doubles the buffer until it does
    ssize_t length = 0;
    while ((length = ::readlink(resolved.c_str(), target.data(), target.size())) >= static_cast<ssize_t>(target.size()))
      target.resize(target.size() * 2);
    if (length < 0) throw error(error_code::io, "cannot resolve " + path + ": " + std::strerror(errno));
    target.resize(static_cast<std::size_t>(length));
    const std::size_t slash = resolved.rfind('/');
    resolved = target[0] == '/' || slash == std::string::npos ? target : resolved.substr(0, slash + 1) + target;
  }
}

// Writes a temporary file in the same folder, then renames it over `path`: a reader sees the old file or the new
// one, never a part; on failure the old file is untouched. write_sync::to_disk fsyncs the file before the rename
// and its folder after it.
// When `path` is a symbolic link, the file it resolves to is replaced (the temporary file is written in that
// file's folder, for rename to stay atomic) and the link stays a link.
inline void write_file_atomically(const std::string& path, std::string_view content,
                                  write_sync sync = write_sync::rename_only) {
  const std::string target = resolve_symbolic_links(path);
  const std::size_t slash = target.rfind('/');
  const std::string folder = slash == std::string::npos ? "." : (slash == 0 ? "/" : target.substr(0, slash));
  std::string temp = target + ".plainproto-XXXXXX";
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) throw error(error_code::io, "cannot create a temporary file in " + folder + ": " + std::strerror(errno));

  auto fail = [&](const std::string& what) {
    const int saved_errno = errno;
    ::close(fd);
    ::unlink(temp.c_str());
    throw error(error_code::io, what + ": " + std::strerror(saved_errno));
  };

  struct stat existing {};
  const mode_t mode = ::stat(target.c_str(), &existing) == 0 ? (existing.st_mode & 07777) : [] {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return static_cast<mode_t>(0666 & ~mask);
  }();
  if (::fchmod(fd, mode) != 0) fail("cannot set permissions of " + temp);

  const char* data = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    const ssize_t written = ::write(fd, data, left);
    if (written < 0) {
      if (errno == EINTR) continue;
      fail("cannot write " + target);
    }
    data += written;
    left -= static_cast<std::size_t>(written);
  }
  if (sync == write_sync::to_disk && ::fsync(fd) != 0) fail("cannot flush " + target);
  if (::close(fd) != 0) {
    const int saved_errno = errno;
    ::unlink(temp.c_str());
    throw error(error_code::io, "cannot write " + target + ": " + std::strerror(saved_errno));
  }
  if (::rename(temp.c_str(), target.c_str()) != 0) {
    const int saved_errno = errno;
    ::unlink(temp.c_str());
    throw error(error_code::io, "cannot replace " + target + ": " + std::strerror(saved_errno));
  }
  if (sync != write_sync::to_disk) return;
  const int folder_fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY);
  if (folder_fd >= 0) {
    ::fsync(folder_fd);
    ::close(folder_fd);
  }
}
#endif

}  // namespace plainproto
