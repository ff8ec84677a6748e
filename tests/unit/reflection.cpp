// Reflection: descriptors built from PLAINPROTO_MESSAGE / PLAINPROTO_ENUM for messages of any width,
// field-number order, enum lookups, declared proto types and proto names, all usable at compile time.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "test_config.hpp"

namespace reflection_test {

enum class Color : std::int32_t { RED = 1, GREEN = 2, BLUE = -3, SCARLET = 1 };
PLAINPROTO_ENUM(Color,
                "reflection_test.Color",
                PLAINPROTO_ENUM_VALUE(RED),
                PLAINPROTO_ENUM_VALUE(GREEN),
                PLAINPROTO_ENUM_VALUE(BLUE),
                PLAINPROTO_ENUM_VALUE(SCARLET));

struct Part : plainproto::message<Part> {
  plainproto::optional<std::string> name;
};
PLAINPROTO_MESSAGE(Part, "reflection_test.Part", PLAINPROTO_FIELD(name, 1));

// Field i (1-based) is named fNNN, has number i * 37 % 301 (so declaration order is not number order) and
// the i-th of the twelve kinds in wide_kinds below.
struct Wide : plainproto::message<Wide> {
  plainproto::optional<std::int32_t> f001 = -1;
  plainproto::optional<std::string> f002;
  plainproto::optional<double> f003;
  plainproto::optional<bool> f004;
  plainproto::optional<std::uint64_t> f005;
  plainproto::optional<float> f006;
  std::vector<std::int64_t> f007;
  plainproto::optional<Color> f008;
  plainproto::required<std::uint32_t> f009;
  std::vector<std::string> f010;
  plainproto::optional<Part> f011;
  std::vector<Part> f012;
  plainproto::optional<std::int32_t> f013 = -13;
  plainproto::optional<std::string> f014;
  plainproto::optional<double> f015;
  plainproto::optional<bool> f016;
  plainproto::optional<std::uint64_t> f017;
  plainproto::optional<float> f018;
  std::vector<std::int64_t> f019;
  plainproto::optional<Color> f020;
  plainproto::required<std::uint32_t> f021;
  std::vector<std::string> f022;
  plainproto::optional<Part> f023;
  std::vector<Part> f024;
  plainproto::optional<std::int32_t> f025 = -25;
  plainproto::optional<std::string> f026;
  plainproto::optional<double> f027;
  plainproto::optional<bool> f028;
  plainproto::optional<std::uint64_t> f029;
  plainproto::optional<float> f030;
  std::vector<std::int64_t> f031;
  plainproto::optional<Color> f032;
  plainproto::required<std::uint32_t> f033;
  std::vector<std::string> f034;
  plainproto::optional<Part> f035;
  std::vector<Part> f036;
  plainproto::optional<std::int32_t> f037 = -37;
  plainproto::optional<std::string> f038;
  plainproto::optional<double> f039;
  plainproto::optional<bool> f040;
  plainproto::optional<std::uint64_t> f041;
  plainproto::optional<float> f042;
  std::vector<std::int64_t> f043;
  plainproto::optional<Color> f044;
  plainproto::required<std::uint32_t> f045;
  std::vector<std::string> f046;
  plainproto::optional<Part> f047;
  std::vector<Part> f048;
  plainproto::optional<std::int32_t> f049 = -49;
  plainproto::optional<std::string> f050;
  plainproto::optional<double> f051;
  plainproto::optional<bool> f052;
  plainproto::optional<std::uint64_t> f053;
  plainproto::optional<float> f054;
  std::vector<std::int64_t> f055;
  plainproto::optional<Color> f056;
  plainproto::required<std::uint32_t> f057;
  std::vector<std::string> f058;
  plainproto::optional<Part> f059;
  std::vector<Part> f060;
  plainproto::optional<std::int32_t> f061 = -61;
  plainproto::optional<std::string> f062;
  plainproto::optional<double> f063;
  plainproto::optional<bool> f064;
  plainproto::optional<std::uint64_t> f065;
  plainproto::optional<float> f066;
  std::vector<std::int64_t> f067;
  plainproto::optional<Color> f068;
  plainproto::required<std::uint32_t> f069;
  std::vector<std::string> f070;
  plainproto::optional<Part> f071;
  std::vector<Part> f072;
  plainproto::optional<std::int32_t> f073 = -73;
  plainproto::optional<std::string> f074;
  plainproto::optional<double> f075;
  plainproto::optional<bool> f076;
  plainproto::optional<std::uint64_t> f077;
  plainproto::optional<float> f078;
  std::vector<std::int64_t> f079;
  plainproto::optional<Color> f080;
  plainproto::required<std::uint32_t> f081;
  std::vector<std::string> f082;
  plainproto::optional<Part> f083;
  std::vector<Part> f084;
  plainproto::optional<std::int32_t> f085 = -85;
  plainproto::optional<std::string> f086;
  plainproto::optional<double> f087;
  plainproto::optional<bool> f088;
  plainproto::optional<std::uint64_t> f089;
  plainproto::optional<float> f090;
  std::vector<std::int64_t> f091;
  plainproto::optional<Color> f092;
  plainproto::required<std::uint32_t> f093;
  std::vector<std::string> f094;
  plainproto::optional<Part> f095;
  std::vector<Part> f096;
  plainproto::optional<std::int32_t> f097 = -97;
  plainproto::optional<std::string> f098;
  plainproto::optional<double> f099;
  plainproto::optional<bool> f100;
  plainproto::optional<std::uint64_t> f101;
  plainproto::optional<float> f102;
  std::vector<std::int64_t> f103;
  plainproto::optional<Color> f104;
  plainproto::required<std::uint32_t> f105;
  std::vector<std::string> f106;
  plainproto::optional<Part> f107;
  std::vector<Part> f108;
  plainproto::optional<std::int32_t> f109 = -109;
  plainproto::optional<std::string> f110;
  plainproto::optional<double> f111;
  plainproto::optional<bool> f112;
  plainproto::optional<std::uint64_t> f113;
  plainproto::optional<float> f114;
  std::vector<std::int64_t> f115;
  plainproto::optional<Color> f116;
  plainproto::required<std::uint32_t> f117;
  std::vector<std::string> f118;
  plainproto::optional<Part> f119;
  std::vector<Part> f120;
  plainproto::optional<std::int32_t> f121 = -121;
  plainproto::optional<std::string> f122;
  plainproto::optional<double> f123;
  plainproto::optional<bool> f124;
  plainproto::optional<std::uint64_t> f125;
  plainproto::optional<float> f126;
  std::vector<std::int64_t> f127;
  plainproto::optional<Color> f128;
  plainproto::required<std::uint32_t> f129;
  std::vector<std::string> f130;
  plainproto::optional<Part> f131;
  std::vector<Part> f132;
  plainproto::optional<std::int32_t> f133 = -133;
  plainproto::optional<std::string> f134;
  plainproto::optional<double> f135;
  plainproto::optional<bool> f136;
  plainproto::optional<std::uint64_t> f137;
  plainproto::optional<float> f138;
  std::vector<std::int64_t> f139;
  plainproto::optional<Color> f140;
  plainproto::required<std::uint32_t> f141;
  std::vector<std::string> f142;
  plainproto::optional<Part> f143;
  std::vector<Part> f144;
  plainproto::optional<std::int32_t> f145 = -145;
  plainproto::optional<std::string> f146;
  plainproto::optional<double> f147;
  plainproto::optional<bool> f148;
  plainproto::optional<std::uint64_t> f149;
  plainproto::optional<float> f150;
  std::vector<std::int64_t> f151;
  plainproto::optional<Color> f152;
  plainproto::required<std::uint32_t> f153;
  std::vector<std::string> f154;
  plainproto::optional<Part> f155;
  std::vector<Part> f156;
  plainproto::optional<std::int32_t> f157 = -157;
  plainproto::optional<std::string> f158;
  plainproto::optional<double> f159;
  plainproto::optional<bool> f160;
  plainproto::optional<std::uint64_t> f161;
  plainproto::optional<float> f162;
  std::vector<std::int64_t> f163;
  plainproto::optional<Color> f164;
  plainproto::required<std::uint32_t> f165;
  std::vector<std::string> f166;
  plainproto::optional<Part> f167;
  std::vector<Part> f168;
  plainproto::optional<std::int32_t> f169 = -169;
  plainproto::optional<std::string> f170;
  plainproto::optional<double> f171;
  plainproto::optional<bool> f172;
  plainproto::optional<std::uint64_t> f173;
  plainproto::optional<float> f174;
  std::vector<std::int64_t> f175;
  plainproto::optional<Color> f176;
  plainproto::required<std::uint32_t> f177;
  std::vector<std::string> f178;
  plainproto::optional<Part> f179;
  std::vector<Part> f180;
  plainproto::optional<std::int32_t> f181 = -181;
  plainproto::optional<std::string> f182;
  plainproto::optional<double> f183;
  plainproto::optional<bool> f184;
  plainproto::optional<std::uint64_t> f185;
  plainproto::optional<float> f186;
  std::vector<std::int64_t> f187;
  plainproto::optional<Color> f188;
  plainproto::required<std::uint32_t> f189;
  std::vector<std::string> f190;
  plainproto::optional<Part> f191;
  std::vector<Part> f192;
  plainproto::optional<std::int32_t> f193 = -193;
  plainproto::optional<std::string> f194;
  plainproto::optional<double> f195;
  plainproto::optional<bool> f196;
  plainproto::optional<std::uint64_t> f197;
  plainproto::optional<float> f198;
  std::vector<std::int64_t> f199;
  plainproto::optional<Color> f200;
  plainproto::required<std::uint32_t> f201;
  std::vector<std::string> f202;
  plainproto::optional<Part> f203;
  std::vector<Part> f204;
  plainproto::optional<std::int32_t> f205 = -205;
  plainproto::optional<std::string> f206;
  plainproto::optional<double> f207;
  plainproto::optional<bool> f208;
  plainproto::optional<std::uint64_t> f209;
  plainproto::optional<float> f210;
  std::vector<std::int64_t> f211;
  plainproto::optional<Color> f212;
  plainproto::required<std::uint32_t> f213;
  std::vector<std::string> f214;
  plainproto::optional<Part> f215;
  std::vector<Part> f216;
  plainproto::optional<std::int32_t> f217 = -217;
  plainproto::optional<std::string> f218;
  plainproto::optional<double> f219;
  plainproto::optional<bool> f220;
  plainproto::optional<std::uint64_t> f221;
  plainproto::optional<float> f222;
  std::vector<std::int64_t> f223;
  plainproto::optional<Color> f224;
  plainproto::required<std::uint32_t> f225;
  std::vector<std::string> f226;
  plainproto::optional<Part> f227;
  std::vector<Part> f228;
  plainproto::optional<std::int32_t> f229 = -229;
  plainproto::optional<std::string> f230;
  plainproto::optional<double> f231;
  plainproto::optional<bool> f232;
  plainproto::optional<std::uint64_t> f233;
  plainproto::optional<float> f234;
  std::vector<std::int64_t> f235;
  plainproto::optional<Color> f236;
  plainproto::required<std::uint32_t> f237;
  std::vector<std::string> f238;
  plainproto::optional<Part> f239;
  std::vector<Part> f240;
  plainproto::optional<std::int32_t> f241 = -241;
  plainproto::optional<std::string> f242;
  plainproto::optional<double> f243;
  plainproto::optional<bool> f244;
  plainproto::optional<std::uint64_t> f245;
  plainproto::optional<float> f246;
  std::vector<std::int64_t> f247;
  plainproto::optional<Color> f248;
  plainproto::required<std::uint32_t> f249;
  std::vector<std::string> f250;
  plainproto::optional<Part> f251;
  std::vector<Part> f252;
  plainproto::optional<std::int32_t> f253 = -253;
  plainproto::optional<std::string> f254;
  plainproto::optional<double> f255;
  plainproto::optional<bool> f256;
  plainproto::optional<std::uint64_t> f257;
  plainproto::optional<float> f258;
  std::vector<std::int64_t> f259;
  plainproto::optional<Color> f260;
  plainproto::required<std::uint32_t> f261;
  std::vector<std::string> f262;
  plainproto::optional<Part> f263;
  std::vector<Part> f264;
  plainproto::optional<std::int32_t> f265 = -265;
  plainproto::optional<std::string> f266;
  plainproto::optional<double> f267;
  plainproto::optional<bool> f268;
  plainproto::optional<std::uint64_t> f269;
  plainproto::optional<float> f270;
  std::vector<std::int64_t> f271;
  plainproto::optional<Color> f272;
  plainproto::required<std::uint32_t> f273;
  std::vector<std::string> f274;
  plainproto::optional<Part> f275;
  std::vector<Part> f276;
  plainproto::optional<std::int32_t> f277 = -277;
  plainproto::optional<std::string> f278;
  plainproto::optional<double> f279;
  plainproto::optional<bool> f280;
  plainproto::optional<std::uint64_t> f281;
  plainproto::optional<float> f282;
  std::vector<std::int64_t> f283;
  plainproto::optional<Color> f284;
  plainproto::required<std::uint32_t> f285;
  std::vector<std::string> f286;
  plainproto::optional<Part> f287;
  std::vector<Part> f288;
  plainproto::optional<std::int32_t> f289 = -289;
  plainproto::optional<std::string> f290;
  plainproto::optional<double> f291;
  plainproto::optional<bool> f292;
  plainproto::optional<std::uint64_t> f293;
  plainproto::optional<float> f294;
  std::vector<std::int64_t> f295;
  plainproto::optional<Color> f296;
  plainproto::required<std::uint32_t> f297;
  std::vector<std::string> f298;
  plainproto::optional<Part> f299;
  std::vector<Part> f300;
};
PLAINPROTO_MESSAGE(Wide,
                   "reflection_test.Wide",
                   PLAINPROTO_FIELD(f001, 37),
                   PLAINPROTO_FIELD(f002, 74),
                   PLAINPROTO_FIELD(f003, 111),
                   PLAINPROTO_FIELD(f004, 148),
                   PLAINPROTO_FIELD(f005, 185),
                   PLAINPROTO_FIELD(f006, 222),
                   PLAINPROTO_FIELD(f007, 259),
                   PLAINPROTO_FIELD(f008, 296),
                   PLAINPROTO_FIELD(f009, 32),
                   PLAINPROTO_FIELD(f010, 69),
                   PLAINPROTO_FIELD(f011, 106),
                   PLAINPROTO_FIELD(f012, 143),
                   PLAINPROTO_FIELD(f013, 180),
                   PLAINPROTO_FIELD(f014, 217),
                   PLAINPROTO_FIELD(f015, 254),
                   PLAINPROTO_FIELD(f016, 291),
                   PLAINPROTO_FIELD(f017, 27),
                   PLAINPROTO_FIELD(f018, 64),
                   PLAINPROTO_FIELD(f019, 101),
                   PLAINPROTO_FIELD(f020, 138),
                   PLAINPROTO_FIELD(f021, 175),
                   PLAINPROTO_FIELD(f022, 212),
                   PLAINPROTO_FIELD(f023, 249),
                   PLAINPROTO_FIELD(f024, 286),
                   PLAINPROTO_FIELD(f025, 22),
                   PLAINPROTO_FIELD(f026, 59),
                   PLAINPROTO_FIELD(f027, 96),
                   PLAINPROTO_FIELD(f028, 133),
                   PLAINPROTO_FIELD(f029, 170),
                   PLAINPROTO_FIELD(f030, 207),
                   PLAINPROTO_FIELD(f031, 244),
                   PLAINPROTO_FIELD(f032, 281),
                   PLAINPROTO_FIELD(f033, 17),
                   PLAINPROTO_FIELD(f034, 54),
                   PLAINPROTO_FIELD(f035, 91),
                   PLAINPROTO_FIELD(f036, 128),
                   PLAINPROTO_FIELD(f037, 165),
                   PLAINPROTO_FIELD(f038, 202),
                   PLAINPROTO_FIELD(f039, 239),
                   PLAINPROTO_FIELD(f040, 276),
                   PLAINPROTO_FIELD(f041, 12),
                   PLAINPROTO_FIELD(f042, 49),
                   PLAINPROTO_FIELD(f043, 86),
                   PLAINPROTO_FIELD(f044, 123),
                   PLAINPROTO_FIELD(f045, 160),
                   PLAINPROTO_FIELD(f046, 197),
                   PLAINPROTO_FIELD(f047, 234),
                   PLAINPROTO_FIELD(f048, 271),
                   PLAINPROTO_FIELD(f049, 7),
                   PLAINPROTO_FIELD(f050, 44),
                   PLAINPROTO_FIELD(f051, 81),
                   PLAINPROTO_FIELD(f052, 118),
                   PLAINPROTO_FIELD(f053, 155),
                   PLAINPROTO_FIELD(f054, 192),
                   PLAINPROTO_FIELD(f055, 229),
                   PLAINPROTO_FIELD(f056, 266),
                   PLAINPROTO_FIELD(f057, 2),
                   PLAINPROTO_FIELD(f058, 39),
                   PLAINPROTO_FIELD(f059, 76),
                   PLAINPROTO_FIELD(f060, 113),
                   PLAINPROTO_FIELD(f061, 150),
                   PLAINPROTO_FIELD(f062, 187),
                   PLAINPROTO_FIELD(f063, 224),
                   PLAINPROTO_FIELD(f064, 261),
                   PLAINPROTO_FIELD(f065, 298),
                   PLAINPROTO_FIELD(f066, 34),
                   PLAINPROTO_FIELD(f067, 71),
                   PLAINPROTO_FIELD(f068, 108),
                   PLAINPROTO_FIELD(f069, 145),
                   PLAINPROTO_FIELD(f070, 182),
                   PLAINPROTO_FIELD(f071, 219),
                   PLAINPROTO_FIELD(f072, 256),
                   PLAINPROTO_FIELD(f073, 293),
                   PLAINPROTO_FIELD(f074, 29),
                   PLAINPROTO_FIELD(f075, 66),
                   PLAINPROTO_FIELD(f076, 103),
                   PLAINPROTO_FIELD(f077, 140),
                   PLAINPROTO_FIELD(f078, 177),
                   PLAINPROTO_FIELD(f079, 214),
                   PLAINPROTO_FIELD(f080, 251),
                   PLAINPROTO_FIELD(f081, 288),
                   PLAINPROTO_FIELD(f082, 24),
                   PLAINPROTO_FIELD(f083, 61),
                   PLAINPROTO_FIELD(f084, 98),
                   PLAINPROTO_FIELD(f085, 135),
                   PLAINPROTO_FIELD(f086, 172),
                   PLAINPROTO_FIELD(f087, 209),
                   PLAINPROTO_FIELD(f088, 246),
                   PLAINPROTO_FIELD(f089, 283),
                   PLAINPROTO_FIELD(f090, 19),
                   PLAINPROTO_FIELD(f091, 56),
                   PLAINPROTO_FIELD(f092, 93),
                   PLAINPROTO_FIELD(f093, 130),
                   PLAINPROTO_FIELD(f094, 167),
                   PLAINPROTO_FIELD(f095, 204),
                   PLAINPROTO_FIELD(f096, 241),
                   PLAINPROTO_FIELD(f097, 278),
                   PLAINPROTO_FIELD(f098, 14),
                   PLAINPROTO_FIELD(f099, 51),
                   PLAINPROTO_FIELD(f100, 88),
                   PLAINPROTO_FIELD(f101, 125),
                   PLAINPROTO_FIELD(f102, 162),
                   PLAINPROTO_FIELD(f103, 199),
                   PLAINPROTO_FIELD(f104, 236),
                   PLAINPROTO_FIELD(f105, 273),
                   PLAINPROTO_FIELD(f106, 9),
                   PLAINPROTO_FIELD(f107, 46),
                   PLAINPROTO_FIELD(f108, 83),
                   PLAINPROTO_FIELD(f109, 120),
                   PLAINPROTO_FIELD(f110, 157),
                   PLAINPROTO_FIELD(f111, 194),
                   PLAINPROTO_FIELD(f112, 231),
                   PLAINPROTO_FIELD(f113, 268),
                   PLAINPROTO_FIELD(f114, 4),
                   PLAINPROTO_FIELD(f115, 41),
                   PLAINPROTO_FIELD(f116, 78),
                   PLAINPROTO_FIELD(f117, 115),
                   PLAINPROTO_FIELD(f118, 152),
                   PLAINPROTO_FIELD(f119, 189),
                   PLAINPROTO_FIELD(f120, 226),
                   PLAINPROTO_FIELD(f121, 263),
                   PLAINPROTO_FIELD(f122, 300),
                   PLAINPROTO_FIELD(f123, 36),
                   PLAINPROTO_FIELD(f124, 73),
                   PLAINPROTO_FIELD(f125, 110),
                   PLAINPROTO_FIELD(f126, 147),
                   PLAINPROTO_FIELD(f127, 184),
                   PLAINPROTO_FIELD(f128, 221),
                   PLAINPROTO_FIELD(f129, 258),
                   PLAINPROTO_FIELD(f130, 295),
                   PLAINPROTO_FIELD(f131, 31),
                   PLAINPROTO_FIELD(f132, 68),
                   PLAINPROTO_FIELD(f133, 105),
                   PLAINPROTO_FIELD(f134, 142),
                   PLAINPROTO_FIELD(f135, 179),
                   PLAINPROTO_FIELD(f136, 216),
                   PLAINPROTO_FIELD(f137, 253),
                   PLAINPROTO_FIELD(f138, 290),
                   PLAINPROTO_FIELD(f139, 26),
                   PLAINPROTO_FIELD(f140, 63),
                   PLAINPROTO_FIELD(f141, 100),
                   PLAINPROTO_FIELD(f142, 137),
                   PLAINPROTO_FIELD(f143, 174),
                   PLAINPROTO_FIELD(f144, 211),
                   PLAINPROTO_FIELD(f145, 248),
                   PLAINPROTO_FIELD(f146, 285),
                   PLAINPROTO_FIELD(f147, 21),
                   PLAINPROTO_FIELD(f148, 58),
                   PLAINPROTO_FIELD(f149, 95),
                   PLAINPROTO_FIELD(f150, 132),
                   PLAINPROTO_FIELD(f151, 169),
                   PLAINPROTO_FIELD(f152, 206),
                   PLAINPROTO_FIELD(f153, 243),
                   PLAINPROTO_FIELD(f154, 280),
                   PLAINPROTO_FIELD(f155, 16),
                   PLAINPROTO_FIELD(f156, 53),
                   PLAINPROTO_FIELD(f157, 90),
                   PLAINPROTO_FIELD(f158, 127),
                   PLAINPROTO_FIELD(f159, 164),
                   PLAINPROTO_FIELD(f160, 201),
                   PLAINPROTO_FIELD(f161, 238),
                   PLAINPROTO_FIELD(f162, 275),
                   PLAINPROTO_FIELD(f163, 11),
                   PLAINPROTO_FIELD(f164, 48),
                   PLAINPROTO_FIELD(f165, 85),
                   PLAINPROTO_FIELD(f166, 122),
                   PLAINPROTO_FIELD(f167, 159),
                   PLAINPROTO_FIELD(f168, 196),
                   PLAINPROTO_FIELD(f169, 233),
                   PLAINPROTO_FIELD(f170, 270),
                   PLAINPROTO_FIELD(f171, 6),
                   PLAINPROTO_FIELD(f172, 43),
                   PLAINPROTO_FIELD(f173, 80),
                   PLAINPROTO_FIELD(f174, 117),
                   PLAINPROTO_FIELD(f175, 154),
                   PLAINPROTO_FIELD(f176, 191),
                   PLAINPROTO_FIELD(f177, 228),
                   PLAINPROTO_FIELD(f178, 265),
                   PLAINPROTO_FIELD(f179, 1),
                   PLAINPROTO_FIELD(f180, 38),
                   PLAINPROTO_FIELD(f181, 75),
                   PLAINPROTO_FIELD(f182, 112),
                   PLAINPROTO_FIELD(f183, 149),
                   PLAINPROTO_FIELD(f184, 186),
                   PLAINPROTO_FIELD(f185, 223),
                   PLAINPROTO_FIELD(f186, 260),
                   PLAINPROTO_FIELD(f187, 297),
                   PLAINPROTO_FIELD(f188, 33),
                   PLAINPROTO_FIELD(f189, 70),
                   PLAINPROTO_FIELD(f190, 107),
                   PLAINPROTO_FIELD(f191, 144),
                   PLAINPROTO_FIELD(f192, 181),
                   PLAINPROTO_FIELD(f193, 218),
                   PLAINPROTO_FIELD(f194, 255),
                   PLAINPROTO_FIELD(f195, 292),
                   PLAINPROTO_FIELD(f196, 28),
                   PLAINPROTO_FIELD(f197, 65),
                   PLAINPROTO_FIELD(f198, 102),
                   PLAINPROTO_FIELD(f199, 139),
                   PLAINPROTO_FIELD(f200, 176),
                   PLAINPROTO_FIELD(f201, 213),
                   PLAINPROTO_FIELD(f202, 250),
                   PLAINPROTO_FIELD(f203, 287),
                   PLAINPROTO_FIELD(f204, 23),
                   PLAINPROTO_FIELD(f205, 60),
                   PLAINPROTO_FIELD(f206, 97),
                   PLAINPROTO_FIELD(f207, 134),
                   PLAINPROTO_FIELD(f208, 171),
                   PLAINPROTO_FIELD(f209, 208),
                   PLAINPROTO_FIELD(f210, 245),
                   PLAINPROTO_FIELD(f211, 282),
                   PLAINPROTO_FIELD(f212, 18),
                   PLAINPROTO_FIELD(f213, 55),
                   PLAINPROTO_FIELD(f214, 92),
                   PLAINPROTO_FIELD(f215, 129),
                   PLAINPROTO_FIELD(f216, 166),
                   PLAINPROTO_FIELD(f217, 203),
                   PLAINPROTO_FIELD(f218, 240),
                   PLAINPROTO_FIELD(f219, 277),
                   PLAINPROTO_FIELD(f220, 13),
                   PLAINPROTO_FIELD(f221, 50),
                   PLAINPROTO_FIELD(f222, 87),
                   PLAINPROTO_FIELD(f223, 124),
                   PLAINPROTO_FIELD(f224, 161),
                   PLAINPROTO_FIELD(f225, 198),
                   PLAINPROTO_FIELD(f226, 235),
                   PLAINPROTO_FIELD(f227, 272),
                   PLAINPROTO_FIELD(f228, 8),
                   PLAINPROTO_FIELD(f229, 45),
                   PLAINPROTO_FIELD(f230, 82),
                   PLAINPROTO_FIELD(f231, 119),
                   PLAINPROTO_FIELD(f232, 156),
                   PLAINPROTO_FIELD(f233, 193),
                   PLAINPROTO_FIELD(f234, 230),
                   PLAINPROTO_FIELD(f235, 267),
                   PLAINPROTO_FIELD(f236, 3),
                   PLAINPROTO_FIELD(f237, 40),
                   PLAINPROTO_FIELD(f238, 77),
                   PLAINPROTO_FIELD(f239, 114),
                   PLAINPROTO_FIELD(f240, 151),
                   PLAINPROTO_FIELD(f241, 188),
                   PLAINPROTO_FIELD(f242, 225),
                   PLAINPROTO_FIELD(f243, 262),
                   PLAINPROTO_FIELD(f244, 299),
                   PLAINPROTO_FIELD(f245, 35),
                   PLAINPROTO_FIELD(f246, 72),
                   PLAINPROTO_FIELD(f247, 109),
                   PLAINPROTO_FIELD(f248, 146),
                   PLAINPROTO_FIELD(f249, 183),
                   PLAINPROTO_FIELD(f250, 220),
                   PLAINPROTO_FIELD(f251, 257),
                   PLAINPROTO_FIELD(f252, 294),
                   PLAINPROTO_FIELD(f253, 30),
                   PLAINPROTO_FIELD(f254, 67),
                   PLAINPROTO_FIELD(f255, 104),
                   PLAINPROTO_FIELD(f256, 141),
                   PLAINPROTO_FIELD(f257, 178),
                   PLAINPROTO_FIELD(f258, 215),
                   PLAINPROTO_FIELD(f259, 252),
                   PLAINPROTO_FIELD(f260, 289),
                   PLAINPROTO_FIELD(f261, 25),
                   PLAINPROTO_FIELD(f262, 62),
                   PLAINPROTO_FIELD(f263, 99),
                   PLAINPROTO_FIELD(f264, 136),
                   PLAINPROTO_FIELD(f265, 173),
                   PLAINPROTO_FIELD(f266, 210),
                   PLAINPROTO_FIELD(f267, 247),
                   PLAINPROTO_FIELD(f268, 284),
                   PLAINPROTO_FIELD(f269, 20),
                   PLAINPROTO_FIELD(f270, 57),
                   PLAINPROTO_FIELD(f271, 94),
                   PLAINPROTO_FIELD(f272, 131),
                   PLAINPROTO_FIELD(f273, 168),
                   PLAINPROTO_FIELD(f274, 205),
                   PLAINPROTO_FIELD(f275, 242),
                   PLAINPROTO_FIELD(f276, 279),
                   PLAINPROTO_FIELD(f277, 15),
                   PLAINPROTO_FIELD(f278, 52),
                   PLAINPROTO_FIELD(f279, 89),
                   PLAINPROTO_FIELD(f280, 126),
                   PLAINPROTO_FIELD(f281, 163),
                   PLAINPROTO_FIELD(f282, 200),
                   PLAINPROTO_FIELD(f283, 237),
                   PLAINPROTO_FIELD(f284, 274),
                   PLAINPROTO_FIELD(f285, 10),
                   PLAINPROTO_FIELD(f286, 47),
                   PLAINPROTO_FIELD(f287, 84),
                   PLAINPROTO_FIELD(f288, 121),
                   PLAINPROTO_FIELD(f289, 158),
                   PLAINPROTO_FIELD(f290, 195),
                   PLAINPROTO_FIELD(f291, 232),
                   PLAINPROTO_FIELD(f292, 269),
                   PLAINPROTO_FIELD(f293, 5),
                   PLAINPROTO_FIELD(f294, 42),
                   PLAINPROTO_FIELD(f295, 79),
                   PLAINPROTO_FIELD(f296, 116),
                   PLAINPROTO_FIELD(f297, 153),
                   PLAINPROTO_FIELD(f298, 190),
                   PLAINPROTO_FIELD(f299, 227),
                   PLAINPROTO_FIELD(f300, 264));

// Members whose proto type is not the natural one of their C++ type, and proto names that are C++ keywords.
struct Encoded : plainproto::message<Encoded> {
  plainproto::optional<std::int32_t> zigzag32;
  plainproto::optional<std::int64_t> zigzag64;
  plainproto::optional<std::uint32_t> fixed_u32;
  plainproto::optional<std::uint64_t> fixed_u64;
  std::vector<std::int32_t> fixed_s32;
  plainproto::optional<std::int64_t> fixed_s64 = -5;
  plainproto::optional<std::string> payload = "\x01\xff";
  plainproto::optional<bool> auto_;
  plainproto::optional<std::int32_t> delete_ = -1;
  enum class data_case { not_set = 0, blob = 20, delta = 21, text = 22 };
  plainproto::oneof<data_case,
                    plainproto::alternative<data_case::blob, std::string>,
                    plainproto::alternative<data_case::delta, std::int64_t>,
                    plainproto::alternative<data_case::text, std::string>>
      data;
};
PLAINPROTO_MESSAGE(Encoded,
                   "reflection_test.Encoded",
                   PLAINPROTO_FIELD(zigzag32, 1, plainproto::field_type::sint32),
                   PLAINPROTO_FIELD(zigzag64, 2, plainproto::field_type::sint64),
                   PLAINPROTO_FIELD(fixed_u32, 3, plainproto::field_type::fixed32),
                   PLAINPROTO_FIELD(fixed_u64, 4, plainproto::field_type::fixed64),
                   PLAINPROTO_FIELD(fixed_s32, 5, plainproto::field_type::sfixed32),
                   PLAINPROTO_FIELD(fixed_s64, 6, plainproto::field_type::sfixed64),
                   PLAINPROTO_FIELD(payload, 7, plainproto::field_type::bytes),
                   PLAINPROTO_FIELD(auto_, 8, plainproto::proto_name{"auto"}),
                   PLAINPROTO_FIELD(delete_, 9, plainproto::field_type::sint32, plainproto::proto_name{"delete"}),
                   PLAINPROTO_ONEOF_FIELD_AS(data, blob, plainproto::field_type::bytes),
                   PLAINPROTO_ONEOF_FIELD_AS(data, delta, plainproto::field_type::sint64),
                   PLAINPROTO_ONEOF_FIELD(data, text));

// A oneof past the 64th field, where the parser asks each field whether it was set instead of keeping a bit.
#define PLAINPROTO_TEST_EIGHT_MEMBERS(p) \
  plainproto::optional<std::int32_t> p##0, p##1, p##2, p##3, p##4, p##5, p##6, p##7;
#define PLAINPROTO_TEST_EIGHT_FIELDS(p, n)                                                                    \
  PLAINPROTO_FIELD(p##0, n##0), PLAINPROTO_FIELD(p##1, n##1), PLAINPROTO_FIELD(p##2, n##2),                  \
      PLAINPROTO_FIELD(p##3, n##3), PLAINPROTO_FIELD(p##4, n##4), PLAINPROTO_FIELD(p##5, n##5),              \
      PLAINPROTO_FIELD(p##6, n##6), PLAINPROTO_FIELD(p##7, n##7)
struct LateOneof : plainproto::message<LateOneof> {
  PLAINPROTO_TEST_EIGHT_MEMBERS(a)
  PLAINPROTO_TEST_EIGHT_MEMBERS(b)
  PLAINPROTO_TEST_EIGHT_MEMBERS(c)
  PLAINPROTO_TEST_EIGHT_MEMBERS(d)
  PLAINPROTO_TEST_EIGHT_MEMBERS(e)
  PLAINPROTO_TEST_EIGHT_MEMBERS(f)
  PLAINPROTO_TEST_EIGHT_MEMBERS(g)
  PLAINPROTO_TEST_EIGHT_MEMBERS(h)
  enum class choice_case { not_set = 0, left = 100, right = 101 };
  plainproto::oneof<choice_case,
                    plainproto::alternative<choice_case::left, std::int32_t>,
                    plainproto::alternative<choice_case::right, std::string>>
      choice;
};
PLAINPROTO_MESSAGE(LateOneof,
                   "reflection_test.LateOneof",
                   PLAINPROTO_TEST_EIGHT_FIELDS(a, 1),
                   PLAINPROTO_TEST_EIGHT_FIELDS(b, 2),
                   PLAINPROTO_TEST_EIGHT_FIELDS(c, 3),
                   PLAINPROTO_TEST_EIGHT_FIELDS(d, 4),
                   PLAINPROTO_TEST_EIGHT_FIELDS(e, 5),
                   PLAINPROTO_TEST_EIGHT_FIELDS(f, 6),
                   PLAINPROTO_TEST_EIGHT_FIELDS(g, 7),
                   PLAINPROTO_TEST_EIGHT_FIELDS(h, 8),
                   PLAINPROTO_ONEOF_FIELD(choice, left),
                   PLAINPROTO_ONEOF_FIELD(choice, right));
#undef PLAINPROTO_TEST_EIGHT_MEMBERS
#undef PLAINPROTO_TEST_EIGHT_FIELDS

}  // namespace reflection_test

namespace {

using plainproto::descriptor_of;
using plainproto::field_descriptor;
using plainproto::field_label;
using plainproto::field_type;
using plainproto::message_descriptor;
using reflection_test::Color;
using reflection_test::Encoded;
using reflection_test::LateOneof;
using reflection_test::Part;
using reflection_test::Wide;

struct kind {
  field_type type;
  field_label label;
};
constexpr kind wide_kinds[] = {
    {field_type::int32, field_label::optional},   {field_type::string, field_label::optional},
    {field_type::double_, field_label::optional}, {field_type::bool_, field_label::optional},
    {field_type::uint64, field_label::optional},  {field_type::float_, field_label::optional},
    {field_type::int64, field_label::repeated},   {field_type::enum_, field_label::optional},
    {field_type::uint32, field_label::required},  {field_type::string, field_label::repeated},
    {field_type::message, field_label::optional}, {field_type::message, field_label::repeated},
};

constexpr bool wide_is_described_as_declared() {
  const message_descriptor& wide = descriptor_of<Wide>();
  if (wide.field_count != 300 || wide.oneof_count != 0) return false;
  for (std::size_t i = 0; i < wide.field_count; ++i) {
    const auto position = static_cast<std::int32_t>(i) + 1;
    const field_descriptor& field = wide.fields[i];
    if (field.number != position * 37 % 301) return false;
    if (field.type != wide_kinds[i % 12].type || field.label != wide_kinds[i % 12].label) return false;
    if (wide.field_by_number_order(i).number != position) return false;
  }
  return true;
}
static_assert(wide_is_described_as_declared());
static_assert(descriptor_of<Wide>().find_field("f150")->number == 150 * 37 % 301);
static_assert(descriptor_of<Wide>().find_field(1)->name == "f179");
static_assert(descriptor_of<Wide>().find_field("f301") == nullptr);
static_assert(descriptor_of<Wide>().find_field(301) == nullptr);
static_assert(plainproto::is_message_v<Wide> && !plainproto::is_enum_v<Wide>);
static_assert(plainproto::is_enum_v<Color> && !plainproto::is_message_v<Color>);
static_assert(!plainproto::is_message_v<int> && !plainproto::is_enum_v<std::string>);

std::string wide_name(std::size_t position) {
  std::string digits = std::to_string(position);
  return "f" + std::string(3 - digits.size(), '0') + digits;
}

TEST_CASE("a message with 300 fields: names, numbers, types and labels from its descriptor") {
  const message_descriptor& wide = descriptor_of<Wide>();
  CHECK(wide.full_name == "reflection_test.Wide");
  CHECK(wide.name() == "Wide");
  for (std::size_t i = 0; i < wide.field_count; ++i) {
    const field_descriptor& field = wide.fields[i];
    CHECK(field.name == wide_name(i + 1));
    CHECK_FALSE(field.in_oneof());
    CHECK(wide.find_field(field.name) == &field);
    CHECK(wide.find_field(field.number) == &field);
  }
  CHECK(wide.find_field("f008")->enum_type() == &descriptor_of<Color>());
  CHECK(wide.find_field("f011")->message_type() == &descriptor_of<Part>());
  CHECK(wide.find_field("f012")->message_type() == &descriptor_of<Part>());
}

// Fills field `position` (1-based) through its storage_ops with a value derived from the position.
void fill(const field_descriptor& field, void* message, std::size_t position) {
  void* storage = field.storage_in(message);
  const auto value = static_cast<std::int64_t>(position);
  const std::string text = wide_name(position);
  if (field.type == field_type::message) {
    Part* part = static_cast<Part*>(field.is_repeated() ? field.ops->add_message(storage)
                                                        : field.ops->mutable_message(storage));
    part->name = text;
  } else if (field.type == field_type::string) {
    *(field.is_repeated() ? field.ops->add_string(storage) : field.ops->mutable_string(storage)) = text;
  } else if (field.is_repeated()) {
    field.ops->add(storage, plainproto::scalar::from_int(value));
  } else if (field.type == field_type::enum_) {
    field.ops->set(storage, plainproto::scalar::from_int(static_cast<std::int32_t>(Color::BLUE)));
  } else if (field.type == field_type::uint64 || field.type == field_type::uint32) {
    field.ops->set(storage, plainproto::scalar::from_uint(static_cast<std::uint64_t>(position)));
  } else if (field.type == field_type::double_ || field.type == field_type::float_) {
    field.ops->set(storage, plainproto::scalar::from_double(static_cast<double>(position) + 0.5));
  } else if (field.type == field_type::bool_) {
    field.ops->set(storage, plainproto::scalar::from_bool(true));
  } else {
    field.ops->set(storage, plainproto::scalar::from_int(value));
  }
}

TEST_CASE("a message with 300 fields: every field set through its descriptor, copied, compared, cleared") {
  const message_descriptor& wide = descriptor_of<Wide>();
  Wide message;
  CHECK(message.f001 == -1);
  CHECK(message.f008 == Color::RED);
  CHECK(plainproto::missing_required_fields(message).size() == 25);
  CHECK(plainproto::missing_required_fields(message).front() == "f009");

  for (std::size_t i = 0; i < wide.field_count; ++i) fill(wide.fields[i], &message, i + 1);
  CHECK(plainproto::is_initialized(message));
  CHECK(message.f001 == 1);
  CHECK(message.f002 == "f002");
  CHECK(message.f003 == 3.5);
  CHECK(message.f004 == true);
  CHECK(message.f005 == 5u);
  CHECK(message.f006 == 6.5f);
  CHECK(message.f007 == std::vector<std::int64_t>{7});
  CHECK(message.f008 == Color::BLUE);
  CHECK(message.f009 == 9u);
  CHECK(message.f010 == std::vector<std::string>{"f010"});
  CHECK(message.f011->name == "f011");
  CHECK(message.f300.size() == 1);
  CHECK(message.f300[0].name == "f300");

  Wide copy = message;
  CHECK(copy == message);
  copy.f299.mutable_value().name = "changed";
  CHECK(copy != message);
  wide.copy(&copy, &message);
  CHECK(copy == message);

  message.clear();
  CHECK(message == Wide{});
  CHECK(message.f001 == -1);
  CHECK_FALSE(message.f001.has_value());
}

// The parser tells a field given twice (or a second oneof member) from a bit per field for a message's first
// 64 fields and by asking the field for the others: both sides of that line are checked here.
TEST_CASE("parse mode rejects a field given twice and a second oneof member, before and past the 64th field") {
  const auto parse_error = [](const auto& message, std::string_view text) {
    auto copy = message;
    try {
      plainproto::parse_text(text, copy);
    } catch (const plainproto::error& failure) {
      return failure;
    }
    FAIL("expected a parse error for: " << text);
    return plainproto::error(plainproto::error_code::usage, "unreachable");
  };
  const Wide wide;
  plainproto::text_parse_options partial;
  partial.allow_partial = true;
  // positions 64 and 65 are the fields at index 63 (the last with a bit) and 64 (the first asked)
  for (const std::size_t position : {2, 5, 63, 64, 65, 66, 200, 299}) {
    CAPTURE(position);
    const field_descriptor& field = *descriptor_of<Wide>().find_field(wide_name(position));
    REQUIRE_FALSE(field.is_repeated());
    const std::string value = field.type == field_type::message  ? " {}"
                              : field.type == field_type::string ? ": 's'"
                              : field.type == field_type::enum_  ? ": RED"
                              : field.type == field_type::bool_  ? ": true"
                                                                 : ": 7";
    const std::string entry = std::string(field.name) + value;
    Wide once;
    plainproto::parse_text(entry + " f001: 2", once, partial);
    CHECK(field.ops->has(field.storage_in(&once)));
    const plainproto::error twice = parse_error(wide, entry + " f001: 2 " + entry);
    CHECK(twice.code() == plainproto::error_code::duplicate_field);
    CHECK(twice.message() == "Non-repeated field \"" + std::string(field.name) + "\" is specified multiple times.");
  }
  // every field of the wide message once: nothing is mistaken for a repeat
  Wide filled;
  for (std::size_t i = 0; i < descriptor_of<Wide>().field_count; ++i) fill(descriptor_of<Wide>().fields[i], &filled, i + 1);
  Wide read;
  plainproto::parse_text(plainproto::print_text(filled), read);
  CHECK(read == filled);
  // Parsing again reuses the elements of its 50 lists (more than the parser keeps in place), and erases
  // those no value took.
  plainproto::parse_text(plainproto::print_text(filled), read);
  CHECK(read == filled);
  plainproto::parse_text("f010: 'only' f300 { name: 'last' }", read, partial);
  CHECK(read.f010 == std::vector<std::string>{"only"});
  REQUIRE(read.f300.size() == 1);
  CHECK(read.f300[0].name == "last");
  CHECK(read.f022.empty());
  CHECK(read.f288.empty());

  const LateOneof late;
  static_assert(descriptor_of<LateOneof>().find_field("left") == &descriptor_of<LateOneof>().fields[64]);
  LateOneof chosen;
  plainproto::parse_text("a0: 1 h7: 2 right: 'r'", chosen);
  CHECK(chosen.choice.which() == LateOneof::choice_case::right);
  CHECK(parse_error(late, "left: 1 h7: 2 left: 3").code() == plainproto::error_code::duplicate_field);
  const plainproto::error conflict = parse_error(late, "left: 1 a0: 2 right: 'r'");
  CHECK(conflict.code() == plainproto::error_code::oneof_conflict);
  CHECK(conflict.message() ==
        "Field \"right\" is specified along with field \"left\", another member of oneof \"choice\".");
  CHECK(parse_error(late, "a0: 1 a0: 2").code() == plainproto::error_code::duplicate_field);
  CHECK(parse_error(late, "h7: 1 h7: 2").code() == plainproto::error_code::duplicate_field);

  const Encoded encoded;
  CHECK(parse_error(encoded, "blob: 'x' text: 'y'").code() == plainproto::error_code::oneof_conflict);
  CHECK(parse_error(encoded, "text: 'x' text: 'y'").code() == plainproto::error_code::duplicate_field);
}

TEST_CASE("field names compare equal exactly when every byte is, at every length and position") {
  // At run time names of eight bytes or more are compared as words, the last one overlapping the others.
  for (std::size_t size = 0; size <= 70; ++size) {
    CAPTURE(size);
    std::string name(size, 'a');
    for (std::size_t i = 0; i < size; ++i) name[i] = static_cast<char>('a' + i % 26);
    const std::string same = name;
    CHECK(plainproto::same_name(name.data(), same.data(), size));
    for (std::size_t at = 0; at < size; ++at) {
      CAPTURE(at);
      std::string other = name;
      other[at] = '_';
      CHECK_FALSE(plainproto::same_name(name.data(), other.data(), size));
      CHECK_FALSE(plainproto::same_name(other.data(), name.data(), size));
    }
  }
  static_assert(plainproto::same_name("learning_rate", "learning_rate", 13));
  static_assert(!plainproto::same_name("learning_rate", "learning_rats", 13));
}

TEST_CASE("enum lookups by name and by number") {
  constexpr const plainproto::enum_descriptor& color = descriptor_of<Color>();
  static_assert(color.full_name == "reflection_test.Color");
  static_assert(color.name() == "Color");
  static_assert(color.value_count == 4);
  static_assert(color.find("GREEN")->number == 2);
  static_assert(color.find(-3)->name == "BLUE");
  static_assert(color.find(1)->name == "RED");  // SCARLET is an alias: the first value declared wins
  static_assert(color.find("SCARLET")->number == 1);
  static_assert(color.find("PURPLE") == nullptr);
  static_assert(color.find(7) == nullptr);
  static_assert(color.first_number() == 1);
  std::vector<std::string> names;
  for (const plainproto::enum_value_descriptor& value : color) names.emplace_back(value.name);
  CHECK(names == std::vector<std::string>{"RED", "GREEN", "BLUE", "SCARLET"});
}

TEST_CASE("declared proto types: sint, fixed, sfixed and bytes on their C++ types") {
  constexpr const message_descriptor& encoded = descriptor_of<Encoded>();
  static_assert(encoded.find_field("zigzag32")->type == field_type::sint32);
  static_assert(encoded.find_field("zigzag64")->type == field_type::sint64);
  static_assert(encoded.find_field("fixed_u32")->type == field_type::fixed32);
  static_assert(encoded.find_field("fixed_u64")->type == field_type::fixed64);
  static_assert(encoded.find_field("fixed_s32")->type == field_type::sfixed32);
  static_assert(encoded.find_field("fixed_s32")->label == field_label::repeated);
  static_assert(encoded.find_field("fixed_s64")->type == field_type::sfixed64);
  static_assert(encoded.find_field("payload")->type == field_type::bytes);
  static_assert(encoded.find_field("blob")->type == field_type::bytes);
  static_assert(encoded.find_field("delta")->type == field_type::sint64);
  static_assert(encoded.find_field("text")->type == field_type::string);
  static_assert(encoded.find_field("zigzag32")->kind() == plainproto::cpp_kind::int32);
  static_assert(encoded.find_field("fixed_u64")->kind() == plainproto::cpp_kind::uint64);
  static_assert(encoded.find_field("payload")->kind() == plainproto::cpp_kind::string);
  static_assert(plainproto::type_name(field_type::sfixed64) == "sfixed64");
  static_assert(plainproto::detail::type_fits<std::int32_t>(field_type::sint32));
  static_assert(!plainproto::detail::type_fits<std::int32_t>(field_type::sint64));
  static_assert(!plainproto::detail::type_fits<float>(field_type::fixed32));
  static_assert(!plainproto::detail::type_fits<std::string>(field_type::int32));

  Encoded message;
  CHECK(message.payload == std::string("\x01\xff"));
  CHECK(message.fixed_s64 == -5);
  const field_descriptor& zigzag = *encoded.find_field("zigzag64");
  zigzag.ops->set(zigzag.storage_in(&message), plainproto::scalar::from_int(-9));
  CHECK(message.zigzag64 == -9);
  const field_descriptor& delta = *encoded.find_field("delta");
  delta.ops->set(delta.storage_in(&message), plainproto::scalar::from_int(-4));
  CHECK(message.data.which() == Encoded::data_case::delta);
  CHECK(message.data.get<Encoded::data_case::delta>() == -4);
  const field_descriptor& blob = *encoded.find_field("blob");
  *blob.ops->mutable_string(blob.storage_in(&message)) = "raw";
  CHECK(message.data.which() == Encoded::data_case::blob);
}

TEST_CASE("proto_name: a field whose proto name is a C++ keyword") {
  constexpr const message_descriptor& encoded = descriptor_of<Encoded>();
  static_assert(encoded.find_field("auto")->number == 8);
  static_assert(encoded.find_field("auto_") == nullptr);
  static_assert(encoded.find_field(9)->name == "delete");
  static_assert(encoded.find_field(9)->type == field_type::sint32);
  static_assert(encoded.oneof_count == 1);
  static_assert(encoded.oneofs[0].name == "data");
  static_assert(encoded.oneofs[0].first_field == 9 && encoded.oneofs[0].field_count == 3);
  Encoded message;
  const field_descriptor& field = *encoded.find_field("auto");
  field.ops->set(field.storage_in(&message), plainproto::scalar::from_bool(true));
  CHECK(message.auto_ == true);
}

}  // namespace
