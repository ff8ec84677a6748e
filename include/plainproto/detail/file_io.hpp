// plainproto: reading files, and the one atomic-write helper every file the library writes goes through.
#pragma once

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include "error.hpp"

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
  char buffer[65536];
  std::size_t got = 0;
  while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) content.append(buffer, got);
  const bool failed = std::ferror(file) != 0;
  const int saved_errno = errno;
  std::fclose(file);
  if (failed) throw error(error_code::io, "cannot read " + path + ": " + std::strerror(saved_errno));
  return content;
}

#if defined(_WIN32)
inline void write_file_atomically(const std::string& path, std::string_view content) {
  const std::string temp = path + ".plainproto-tmp";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
    out.flush();
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
// Writes a temporary file in the same folder, flushes and fsyncs it, then renames it over `path`:
// a reader sees the old file or the new one, never a part; on failure the old file is untouched.
inline void write_file_atomically(const std::string& path, std::string_view content) {
  const std::size_t slash = path.rfind('/');
  const std::string folder = slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
  std::string temp = path + ".plainproto-XXXXXX";
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) throw error(error_code::io, "cannot create a temporary file in " + folder + ": " + std::strerror(errno));

  auto fail = [&](const std::string& what) {
    const int saved_errno = errno;
    ::close(fd);
    ::unlink(temp.c_str());
    throw error(error_code::io, what + ": " + std::strerror(saved_errno));
  };

  struct stat existing {};
  const mode_t mode = ::stat(path.c_str(), &existing) == 0 ? (existing.st_mode & 07777) : [] {
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
      fail("cannot write " + path);
    }
    data += written;
    left -= static_cast<std::size_t>(written);
  }
  if (::fsync(fd) != 0) fail("cannot flush " + path);
  if (::close(fd) != 0) {
    const int saved_errno = errno;
    ::unlink(temp.c_str());
    throw error(error_code::io, "cannot write " + path + ": " + std::strerror(saved_errno));
  }
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    const int saved_errno = errno;
    ::unlink(temp.c_str());
    throw error(error_code::io, "cannot replace " + path + ": " + std::strerror(saved_errno));
  }
  const int folder_fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY);
  if (folder_fd >= 0) {
    ::fsync(folder_fd);
    ::close(folder_fd);
  }
}
#endif

}  // namespace plainproto
